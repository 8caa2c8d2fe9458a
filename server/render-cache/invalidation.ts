import type { Database, DatabaseHandle } from "~/db/client.server";
import { announcedThrough, CONTENT_CHANNEL, onContentChange } from "~/db/content-changes.server";
import type { Logger } from "../logger";
import type { RenderCache } from "./middleware";

/** setTimeout's longest delay (about 24.8 days); a later due time is re-checked then. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Empties the render cache whenever public content may have changed:
 * - a change written in this process (at once, before the writer's next request can arrive);
 * - a change written by another instance (PostgreSQL NOTIFY), or a lost LISTEN connection (what
 *   was sent while it was down is gone, so assume something changed);
 * - the moment the next scheduled post goes public (it needs no write, so no one announces it).
 * The cache's time-to-live stays as the net under all three.
 */
export async function invalidateOnContentChange({
  cache,
  db,
  listen,
  nextChangeAt,
  logger,
}: {
  cache: RenderCache;
  db: Database;
  listen: DatabaseHandle["listen"];
  nextChangeAt: (now: Date) => Promise<Date | null>;
  logger: Logger;
}): Promise<() => Promise<void>> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let sequence = 0;

  const rearm = async () => {
    const mine = ++sequence;
    let due: Date | null = null;
    try {
      due = await nextChangeAt(new Date());
    } catch (error) {
      logger.warn({ err: error }, "render cache: next scheduled post not known; the time-to-live applies");
    }
    if (stopped || mine !== sequence) return;
    clearTimeout(timer);
    timer = undefined;
    if (!due) return;
    // A few milliseconds past the due time, so the re-render sees the post as public.
    const wait = Math.min(Math.max(0, due.getTime() - Date.now()) + 20, MAX_TIMER_MS);
    timer = setTimeout(() => {
      if (due.getTime() <= Date.now()) cache.purgeAll("scheduled post due");
      void rearm();
    }, wait);
    timer.unref();
  };

  const purge = (reason: string) => {
    cache.purgeAll(reason);
    void rearm();
  };

  const stopLocal = onContentChange(db, () => purge("content changed"));
  let stopListening: () => Promise<void> = async () => {};
  try {
    stopListening = await listen(CONTENT_CHANNEL, {
      // This instance's own NOTIFY comes back too; it purged at once when it wrote, and a second
      // purge would throw away pages rendered since.
      onNotify: (payload) => {
        if (!announcedThrough(db, payload)) purge("content changed on another instance (notified)");
      },
      onReconnect: () => purge("content listener reconnected"),
    });
  } catch (error) {
    // The site still serves: changes from other instances then show within the time-to-live.
    logger.error({ err: error }, "render cache: cannot LISTEN for content changes; other instances' changes wait for the time-to-live");
  }
  await rearm();

  return async () => {
    stopped = true;
    stopLocal();
    clearTimeout(timer);
    await stopListening();
  };
}
