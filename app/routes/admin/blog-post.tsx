import type { Route } from "./+types/blog-post";
import { blogAuthorOptions, editorPostId } from "~/features/blog/blog-pages.server";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { BlogEditor } from "~/features/blog/blog-editor";

/** /admin/blog/new and /admin/blog/:id: the editor (the post itself loads through /api/blog). */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  return { postId: editorPostId(args.params.id), canPublish: user.isAdmin, authors: blogAuthorOptions() };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.postId ? adminScreenCopy.blogPost.editTitle : adminScreenCopy.blogPost.newTitle);
}

export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogEditor key={loaderData.postId ?? "new"} postId={loaderData.postId} authors={loaderData.authors} canPublish={loaderData.canPublish} />;
}
