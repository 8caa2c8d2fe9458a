import { useSyncExternalStore } from "react";
import { visitorZoneIfDifferent } from "./time-labels";

/** Each practice zone's answer, once worked out: the visitor's zone does not change while she reads. */
const answers = new Map<string, string | null>();
const subscribers = new Map<string, (notify: () => void) => () => void>();

/**
 * Working out the visitor's zone is the first use of the browser's time-zone data, slow on a phone,
 * so it happens in a task of its own after the page has hydrated, never inside hydration.
 */
function subscriberFor(practiceZone: string): (notify: () => void) => () => void {
  let subscribe = subscribers.get(practiceZone);
  if (!subscribe) {
    subscribe = (notify) => {
      if (answers.has(practiceZone)) return () => {};
      // One task works the zone out, the next writes it into the page: neither holds the thread long.
      let task = setTimeout(() => {
        if (!answers.has(practiceZone)) answers.set(practiceZone, visitorZoneIfDifferent(practiceZone));
        task = setTimeout(notify, 0);
      }, 0);
      return () => clearTimeout(task);
    };
    subscribers.set(practiceZone, subscribe);
  }
  return subscribe;
}

/** The visitor's own zone when it differs from the practice's; null on the server and until the browser has said it. */
export function useVisitorZone(practiceZone: string): string | null {
  return useSyncExternalStore(
    subscriberFor(practiceZone),
    () => answers.get(practiceZone) ?? null,
    () => null,
  );
}
