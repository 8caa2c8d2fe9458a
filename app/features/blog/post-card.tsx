import { Link } from "react-router";
import { PostCover } from "./post-cover";
import type { PostCardData } from "./blog-types";
import { Heading } from "~/components/ui/heading";
import { blogPostCopy } from "~/content/blog-cards";

/** One post in a list: cover, topics, title (the link), excerpt, author and reading time. */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft transition hover:-translate-y-0.5 hover:shadow-lift motion-reduce:hover:translate-y-0"
      data-testid="post-card"
    >
      <PostCover post={post} sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 92vw" className="h-auto w-full bg-sand" />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-coral-700">{post.topics.map((t) => t.label).join(" · ")}</p>
        <Heading as={headingLevel === 2 ? "h2" : "h3"} size="tile" className="mt-2">
          {/* The whole card is the link's target area; the title is its name. */}
          <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] hover:text-teal-800">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 flex-1 text-ink-soft">{post.excerpt}</p>
        <p className="mt-5 text-sm text-ink-soft">
          {post.author.name} · <time dateTime={post.dateIso}>{post.dateLabel}</time> · {blogPostCopy.readingTime(post.readingMinutes)}
        </p>
      </div>
    </article>
  );
}
