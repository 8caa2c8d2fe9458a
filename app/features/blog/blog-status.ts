import { useEffect, useState } from "react";
import type { BlogPostStatus } from "~/db/blog-schema";

/**
 * The state a post is in for visitors, and so for every admin screen: a scheduled post whose time
 * has passed is published. Going public needs no write (the public queries compare the time), so
 * the stored state still says "scheduled" until the post's next change; screens name it by this.
 */
export function statusAt(post: { status: BlogPostStatus; publishedAt: Date | string | null }, now: number = Date.now()): BlogPostStatus {
  if (post.status === "scheduled" && post.publishedAt !== null && new Date(post.publishedAt).getTime() <= now) return "published";
  return post.status;
}

/** An editor's post as it stands at `now`: its state by statusAt(), and live once that state is public and its time has passed (or the server said so). */
export function asShownAt<T extends { status: BlogPostStatus; publishedAt: string | null; live: boolean }>(post: T, now: number): T {
  const status = statusAt(post, now);
  // The clock only moves at a schedule; the server's word that a post is live (just published) stands.
  const live = post.live || (status !== "draft" && post.publishedAt !== null && new Date(post.publishedAt).getTime() <= now);
  return status === post.status && live === post.live ? post : { ...post, status, live };
}

/** setTimeout's longest delay; a schedule further ahead is simply checked again then. */
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The current time, moved on when the soonest of these scheduled posts goes live, so a list or an
 * editor left open shows the post as published at that moment, without a reload.
 */
export function useScheduleClock(posts: readonly { status: BlogPostStatus; publishedAt: string | null }[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = posts.reduce<number | null>((soonest, post) => {
    if (post.status !== "scheduled" || post.publishedAt === null) return soonest;
    const at = new Date(post.publishedAt).getTime();
    return at > now && (soonest === null || at < soonest) ? at : soonest;
  }, null);
  useEffect(() => {
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, next - Date.now()) + 50));
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}
