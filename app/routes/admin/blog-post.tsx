import { data } from "react-router";
import type { Route } from "./+types/blog-post";
import { therapists } from "~/content/therapists";
import { adminMeta, adminScreenCopy } from "~/features/admin/screen-copy";
import { requireAdminPage } from "~/features/admin/session.server";
import { BlogEditor } from "~/features/blog/blog-editor";

/** /admin/blog/new and /admin/blog/:id: the editor (the post itself loads through /api/blog). */
export async function loader(args: Route.LoaderArgs) {
  const { user } = await requireAdminPage(args);
  const raw = args.params.id;
  const postId = raw === undefined ? null : /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : undefined;
  if (postId === undefined) throw data({ message: "No such post." }, { status: 404 });
  return { postId, canPublish: user.isAdmin, authors: therapists.map((t) => ({ slug: t.slug, name: t.name })) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData?.postId ? adminScreenCopy.blogPost.editTitle : adminScreenCopy.blogPost.newTitle);
}

export default function AdminBlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogEditor key={loaderData.postId ?? "new"} postId={loaderData.postId} authors={loaderData.authors} canPublish={loaderData.canPublish} />;
}
