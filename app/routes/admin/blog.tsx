import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { buttonClass, PageHeader, SuccessNote } from "~/components/ui/admin-kit";
import { therapists } from "~/content/therapists";
import { requireAdminPage } from "~/features/admin/session.server";
import { BlogPostList, type StatusFilter } from "~/features/blog/blog-post-list";

const FILTERS: readonly StatusFilter[] = ["all", "draft", "scheduled", "published"];

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { canPublish: user.isAdmin, authors: therapists.map((t) => ({ slug: t.slug, name: t.name })) };
}

export const meta: Route.MetaFunction = () => [{ title: "Blog | Millennial Life admin" }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const asked = params.get("status") as StatusFilter | null;
  // A writer's list holds drafts only.
  const status = !loaderData.canPublish ? "draft" : asked && FILTERS.includes(asked) ? asked : "all";
  return (
    <>
      <PageHeader
        title="Blog"
        description={
          loaderData.canPublish
            ? "Every post, whatever its state. Drafts stay private until you publish or schedule them."
            : "Your drafts. An admin schedules and publishes them."
        }
        actions={
          <Link to="/admin/blog/new" className={buttonClass.primary}>
            New post
          </Link>
        }
      />
      {params.get("deleted") === "1" ? (
        <div className="mb-5">
          <SuccessNote>Deleted. Its address now answers “not found”.</SuccessNote>
        </div>
      ) : null}
      <BlogPostList status={status} canPublish={loaderData.canPublish} authors={loaderData.authors} />
    </>
  );
}
