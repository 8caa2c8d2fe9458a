import { eq, lt } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { siteStatDaily, siteStatEvents, type DeviceClass } from "~/db/schema";
import { quizPath } from "~/content/quizzes/quiz-model";
import type { CollectEvent } from "./collect-schema";

/**
 * A coarse device class from the User-Agent header; the header itself is never stored.
 * Tablets first: iPads and Android tablets also match the phone patterns' words.
 */
export function deviceClassFromUserAgent(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? "";
  if (/iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i.test(ua)) return "tablet";
  if (/Mobi|iPhone|iPod|Android|Windows Phone/i.test(ua)) return "mobile";
  return "desktop";
}

export async function recordSiteStats(db: Database, events: CollectEvent[], deviceClass: DeviceClass, visitId: string | null = null): Promise<void> {
  await db.insert(siteStatEvents).values(events.map((event) => ({ ...statRow(event, deviceClass), visitId })));
}

function statRow(event: CollectEvent, deviceClass: DeviceClass) {
  switch (event.type) {
    case "page_view":
      return { kind: event.type, path: event.path, referrerHost: event.referrerHost?.toLowerCase() ?? null, deviceClass };
    case "web_vital":
      return { kind: event.type, path: event.path, name: event.name, value: event.value, rating: event.rating, deviceClass };
    case "event":
      return { kind: event.type, path: event.path, name: event.name, deviceClass };
    case "quiz_complete":
      // The path is the quiz's own page, derived here: the browser sends the id alone.
      return { kind: event.type, path: quizPath(event.quiz), name: event.quiz, deviceClass };
  }
}

/**
 * Statistics older than the retention period are deleted (the retention job calls this hourly).
 * The roll-up triggers take the deleted events off the daily counters in the same statement (a
 * visit that began before the cutoff now begins at its first remaining event); counters left at
 * zero go too, so nothing of the deleted days remains.
 */
export async function purgeOldSiteStats(db: Database, retentionDays: number): Promise<number> {
  const cutoff = new Date(Date.now() - retentionDays * 24 * 60 * 60 * 1000);
  const deleted = await db.delete(siteStatEvents).where(lt(siteStatEvents.createdAt, cutoff)).returning({ id: siteStatEvents.id });
  await db.delete(siteStatDaily).where(eq(siteStatDaily.n, 0));
  return deleted.length;
}
