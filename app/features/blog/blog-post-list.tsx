import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { buttonClass, Chip, EmptyState, ErrorNote, formatDate, formatDateTime, type ChipTone } from "~/components/admin/admin-kit";
import { statusLabels, type EditorPostSummary } from "./blog-editor-types";
import { statusAt, useScheduleClock } from "./blog-status";

export type StatusFilter = "all" | "draft" | "scheduled" | "published";
export interface AuthorOption {
  slug: string;
  name: string;
}

const filters: { value: StatusFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "draft", label: "Drafts" },
  { value: "scheduled", label: "Scheduled" },
  { value: "published", label: "Published" },
];

export const statusTone: Record<EditorPostSummary["status"], ChipTone> = { draft: "sand", scheduled: "mist", published: "teal" };

/**
 * Every post with its state, filtered by state (links, so the filter works before scripts run). The
 * list first comes from the screen's loader (`first`, for the state it was read for).
 */
export function BlogPostList({
  status,
  canPublish,
  authors,
  first,
}: {
  status: StatusFilter;
  canPublish: boolean;
  authors: AuthorOption[];
  first?: { status: StatusFilter; posts: EditorPostSummary[] };
}) {
  const url = `/api/blog/posts${status === "all" ? "" : `?status=${status}`}`;
  const posts = useQuery<{ posts: EditorPostSummary[]; canPublish: boolean }>({
    queryKey: [url],
    initialData: first?.status === status ? { posts: first.posts, canPublish } : undefined,
  });
  const authorName = (slug: string) => authors.find((a) => a.slug === slug)?.name ?? slug;
  const shown = canPublish ? filters : filters.filter((f) => f.value === "draft");
  // A scheduled post whose time passes while the list is open moves to Published at that moment.
  const clock = useScheduleClock(posts.data?.posts ?? []);
  const listed = (posts.data?.posts ?? [])
    .map((post) => ({ ...post, status: statusAt(post, clock) }))
    .filter((post) => status === "all" || post.status === status);

  return (
    <div className="space-y-5">
      <nav aria-label="Filter by status">
        <ul className="flex flex-wrap gap-2">
          {shown.map((f) => (
            <li key={f.value}>
              <Link
                to={f.value === "all" ? "/admin/blog" : `/admin/blog?status=${f.value}`}
                aria-current={f.value === status ? "page" : undefined}
                className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${f.value === status ? "border-teal-700 bg-teal-700 text-white" : "border-line bg-white text-ink hover:border-teal-600"}`}
              >
                {f.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {posts.isPending ? <p className="py-10 text-center text-sm text-ink-soft">Loading...</p> : null}
      {posts.isError ? <ErrorNote>The posts could not be loaded: {posts.error.message}</ErrorNote> : null}
      {posts.data && listed.length === 0 ? (
        <EmptyState title={status === "all" ? "No posts yet" : `No ${filters.find((f) => f.value === status)?.label.toLowerCase()} right now`}>
          <p>Write one: it stays a draft until it is published.</p>
          <Link to="/admin/blog/new" className={`${buttonClass.primary} mt-4`}>
            New post
          </Link>
        </EmptyState>
      ) : null}
      {posts.data && listed.length > 0 ? (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white shadow-soft">
          {listed.map((post) => (
            <li key={post.id} className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <Link to={`/admin/blog/${post.id}`} className="font-semibold break-words text-ink underline-offset-2 hover:text-teal-800 hover:underline">
                  {post.title}
                </Link>
                <p className="mt-0.5 truncate text-sm text-ink-soft">
                  /blog/{post.slug} · {authorName(post.authorSlug)}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-soft sm:justify-end">
                <Chip tone={statusTone[post.status]}>{statusLabels[post.status]}</Chip>
                <span>
                  {post.status === "scheduled" && post.publishedAt
                    ? `goes live ${formatDateTime(post.publishedAt)}`
                    : post.status === "published" && post.publishedAt
                      ? `published ${formatDate(post.publishedAt)}`
                      : `edited ${formatDate(post.updatedAt)}`}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
