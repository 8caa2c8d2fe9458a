import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dismissToast,
  resetToastsForTests,
  subscribeToToasts,
  toast,
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  updateToast,
  type ToastData,
} from "./use-toast";

// The store is plain module state; read it through a subscriber the way the hook does.
function snapshot() {
  let latest: ToastData[] = [];
  return {
    get: () => latest,
    set: (t: typeof latest) => {
      latest = t;
    },
  };
}

describe("toast store", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetToastsForTests();
  });
  afterEach(() => {
    resetToastsForTests();
    vi.useRealTimers();
  });

  it("keeps one toast, shows it 5 s and forgets it 1,000,000 ms after dismissal", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5_000);
  });

  it("keeps one toast at a time: a new one replaces the older", () => {
    const s = snapshot();
    const unsubscribe = subscribeToToasts(s.set);
    toast({ title: "First" });
    toast({ title: "Second" });
    expect(s.get()).toHaveLength(1);
    expect(s.get()[0]?.title).toBe("Second");
    expect(s.get()[0]?.open).toBe(true);
    unsubscribe();
  });

  it("is added open, may be updated, is dismissed by setting open to false, and removed after 1,000,000 ms", () => {
    const s = snapshot();
    const unsubscribe = subscribeToToasts(s.set);
    const t = toast({ title: "Saved" });
    updateToast(t.id, { description: "All good" });
    expect(s.get()[0]?.description).toBe("All good");
    dismissToast(t.id);
    expect(s.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(s.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(s.get()).toHaveLength(0);
    unsubscribe();
  });
});
