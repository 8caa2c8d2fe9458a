import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { buttonClass, PageHeader, SuccessNote } from "~/components/ui/admin-kit";
import { blogAuthorOptions } from "~/features/blog/blog-pages.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { BlogPostList, type StatusFilter } from "~/features/blog/blog-post-list";

const FILTERS: readonly StatusFilter[] = ["all", "draft", "scheduled", "published"];

export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { canPublish: user.isAdmin, authors: blogAuthorOptions() };
}

const copy = adminScreenCopy.blog;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const asked = params.get("status") as StatusFilter | null;
  // A writer's list holds drafts only.
  const status = !loaderData.canPublish ? "draft" : asked && FILTERS.includes(asked) ? asked : "all";
  return (
    <>
      <PageHeader
        title={copy.title}
        description={loaderData.canPublish ? copy.adminDescription : copy.writerDescription}
        actions={
          <Link to="/admin/blog/new" className={buttonClass.primary}>
            {copy.newPost}
          </Link>
        }
      />
      {params.get("deleted") === "1" ? (
        <div className="mb-5">
          <SuccessNote>{copy.deleted}</SuccessNote>
        </div>
      ) : null}
      <BlogPostList status={status} canPublish={loaderData.canPublish} authors={loaderData.authors} />
    </>
  );
}
