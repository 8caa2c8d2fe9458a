/**
 * Run `callback` once the browser is idle (or after `timeout` ms at the latest), so code that is not
 * needed for the first paint (carousels, the newsletter modal) loads after it. Returns a cancel function.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window === "undefined") return () => {};
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, 200);
  return () => window.clearTimeout(id);
}
