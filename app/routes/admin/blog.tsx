import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/blog";
import { buttonClass, PageHeader, SuccessNote } from "~/components/admin/admin-kit";
import { blogAuthorOptions } from "~/features/blog/blog-pages.server";
import { listAllPosts } from "~/features/blog/blog.server";
import type { EditorPostSummary } from "~/features/blog/blog-editor-types";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { BlogPostList, type StatusFilter } from "~/features/blog/blog-post-list";

const FILTERS: readonly StatusFilter[] = ["all", "draft", "scheduled", "published"];

/** The posts in the state the address asks for (a writer's list holds drafts only), read here so the list shows as served. */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  const asked = new URL(args.request.url).searchParams.get("status") as StatusFilter | null;
  const status: StatusFilter = !user.isAdmin ? "draft" : asked && FILTERS.includes(asked) ? asked : "all";
  const rows = await listAllPosts(args.context.db, { status: status === "all" ? undefined : status });
  // The same JSON as /api/blog/posts answers (dates as ISO strings), which the list reads afterwards.
  const posts = JSON.parse(JSON.stringify(rows)) as EditorPostSummary[];
  return { canPublish: user.isAdmin, authors: blogAuthorOptions(), status, posts };
}

const copy = adminScreenCopy.blog;

export function meta(_: Route.MetaArgs) {
  return adminMeta(copy.title);
}

export default function AdminBlog({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { status } = loaderData;
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
      <BlogPostList status={status} canPublish={loaderData.canPublish} authors={loaderData.authors} first={loaderData} />
    </>
  );
}
