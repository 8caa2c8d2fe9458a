import { Link } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { blogListNavCopy as copy } from "~/content/blog-pages";
import { BLOG_FEED_PATH, BLOG_PATH, blogListHref } from "./blog-paths";

const pill = "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold transition";
const pillIdle = `${pill} border-line bg-white text-ink hover:border-teal-700 hover:text-teal-800`;
const pillCurrent = `${pill} border-teal-700 bg-teal-700 text-white`;

/** The topic filter: plain links, so it works before (and without) JavaScript. */
export function TopicFilter({ topics, current }: { topics: { slug: string; label: string; count: number }[]; current: string | null }) {
  return (
    <nav aria-label={copy.topicsLabel}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to={BLOG_PATH} className={current ? pillIdle : pillCurrent} aria-current={current ? undefined : "page"}>
            {copy.allTopics}
          </Link>
        </li>
        {topics.map((t) => (
          <li key={t.slug}>
            <Link to={blogListHref(t.slug)} className={current === t.slug ? pillCurrent : pillIdle} aria-current={current === t.slug ? "page" : undefined}>
              {t.label} <span className={current === t.slug ? "ml-1.5 text-teal-100" : "ml-1.5 text-ink-soft"}>{t.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Previous, page numbers, next: links that keep the topic. */
export function Pagination({ page, pageCount, topic }: { page: number; pageCount: number; topic: string | null }) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  const step = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-4 font-semibold";
  return (
    <nav aria-label={copy.pagesLabel} className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={blogListHref(topic, page - 1)} rel="prev" className={`${step} border border-line bg-white text-teal-800 hover:border-teal-700`}>
          {copy.newer}
        </Link>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={blogListHref(topic, n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={copy.pageLabel(n)}
              className={n === page ? `${step} bg-teal-700 text-white` : `${step} border border-line bg-white text-ink hover:border-teal-700`}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < pageCount ? (
        <Link to={blogListHref(topic, page + 1)} rel="next" className={`${step} border border-line bg-white text-teal-800 hover:border-teal-700`}>
          {copy.older}
        </Link>
      ) : null}
    </nav>
  );
}

/** The blog's RSS feed as a secondary button, with the feed's usual glyph (filled, so not one of the outline icons). */
export function BlogFeedButton({ label }: { label: string }) {
  return (
    <ButtonLink to={BLOG_FEED_PATH} reloadDocument variant="secondary">
      <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" fill="currentColor">
        <circle cx="3" cy="13" r="2" />
        <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5H7.3A6.3 6.3 0 0 0 1 8.7zM1 1.5A13.5 13.5 0 0 1 14.5 15h-2.2A11.3 11.3 0 0 0 1 3.7z" />
      </svg>
      {label}
    </ButtonLink>
  );
}
