import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { islandCode, lazyIsland, sameIslandProps, watchTrigger } from "./lazy-island";

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Renders as the server does for a page (everything resolved, then sent whole). */
function renderOnServer(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on("data", (chunk: Buffer) => chunks.push(chunk));
        sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;
const loadGreeting = () => Promise.resolve({ default: Greeting });

/** A fake IntersectionObserver whose targets the test moves into view. */
function stubIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string; targets: Element[]; disconnected: boolean }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      private entry: (typeof observers)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, margin: options?.rootMargin, targets: [], disconnected: false };
        observers.push(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    },
  );
  const scrollIntoView = (target: Element, isIntersecting = true) => {
    for (const o of observers)
      if (!o.disconnected && o.targets.includes(target)) o.callback([{ isIntersecting, target } as IntersectionObserverEntry], {} as IntersectionObserver);
  };
  return { observers, scrollIntoView };
}

/** A browser window in the state the test sets: load event, idle callbacks, one media query. */
function stubWindow({ readyState, idleCallback = true, matches = true }: { readyState: DocumentReadyState; idleCallback?: boolean; matches?: boolean }) {
  const win = new EventTarget() as EventTarget & Record<string, unknown>;
  const query = Object.assign(new EventTarget(), { matches });
  const idle: { callback: () => void; timeout?: number }[] = [];
  win.matchMedia = vi.fn(() => query);
  if (idleCallback) {
    win.requestIdleCallback = (callback: () => void, options?: { timeout?: number }) => idle.push({ callback, timeout: options?.timeout });
    win.cancelIdleCallback = () => {};
  }
  const doc = { readyState };
  vi.stubGlobal("window", win);
  vi.stubGlobal("document", doc);
  return {
    idle,
    fireLoad: () => {
      doc.readyState = "complete";
      win.dispatchEvent(new Event("load"));
    },
    setMatches: (now: boolean) => {
      query.matches = now;
      query.dispatchEvent(new Event("change"));
    },
    matchMedia: win.matchMedia as ReturnType<typeof vi.fn>,
  };
}

describe("an island's code", () => {
  it("is fetched once, however often it is asked for", async () => {
    const load = vi.fn(loadGreeting);
    const code = islandCode(load);
    await Promise.all([code.load(), code.load()]);
    await code.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("of a server-rendered island waits in the browser until its trigger asks for it", async () => {
    vi.stubGlobal("document", {});
    const load = vi.fn(loadGreeting);
    const code = islandCode(load);
    let arrived = false;
    const rendering = code.afterRequest().then(() => (arrived = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).not.toHaveBeenCalled();
    expect(arrived).toBe(false);
    void code.load();
    await rendering;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("of a server-rendered island is imported at once on the server", async () => {
    const load = vi.fn(loadGreeting);
    await islandCode(load).afterRequest();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe("on the server", () => {
  it("an ssr island is rendered itself, so the page works before its code reaches the browser", async () => {
    const Island = lazyIsland(loadGreeting, { when: "visible", ssr: true });
    const html = await renderOnServer(<Island name="Ana" fallback={<p>native</p>} />);
    expect(html).toContain("Hello <!-- -->Ana");
    expect(html).not.toContain("native");
  });

  it("any other island renders its fallback and loads nothing", async () => {
    const load = vi.fn(loadGreeting);
    const Island = lazyIsland(load, { when: "interaction" });
    const html = await renderOnServer(<Island name="Ana" fallback={<p>native</p>} />);
    expect(html).toBe("<p>native</p>");
    expect(load).not.toHaveBeenCalled();
  });
});

describe("the visible trigger", () => {
  it("fires once the element comes within the margin of the screen, and only once", () => {
    const io = stubIntersectionObserver();
    const element = {} as Element;
    const onChange = vi.fn();
    watchTrigger({ when: "visible", margin: "200px" }, element, onChange);
    expect(io.observers[0]?.margin).toBe("200px");
    io.scrollIntoView(element, false);
    expect(onChange).not.toHaveBeenCalled();
    io.scrollIntoView(element);
    io.scrollIntoView(element);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it("looks 400 px ahead by default, and stops watching when cancelled", () => {
    const io = stubIntersectionObserver();
    const element = {} as Element;
    const onChange = vi.fn();
    const stop = watchTrigger({ when: "visible" }, element, onChange);
    expect(io.observers[0]?.margin).toBe("400px");
    stop();
    io.scrollIntoView(element);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("fires at once where the browser cannot observe intersections", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onChange = vi.fn();
    watchTrigger({ when: "visible" }, {} as Element, onChange);
    expect(onChange.mock.calls).toEqual([[true]]);
  });
});

describe("the idle trigger", () => {
  it("waits for the page's load event, then for the browser to be idle", () => {
    const win = stubWindow({ readyState: "loading" });
    const onChange = vi.fn();
    watchTrigger({ when: "idle" }, null, onChange);
    expect(win.idle).toHaveLength(0);
    win.fireLoad();
    expect(win.idle).toHaveLength(1);
    expect(win.idle[0]?.timeout).toBe(4000);
    expect(onChange).not.toHaveBeenCalled();
    win.idle[0]?.callback();
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it("without idle callbacks (Safari), fires a moment after the load event", () => {
    vi.useFakeTimers();
    stubWindow({ readyState: "complete", idleCallback: false });
    const onChange = vi.fn();
    watchTrigger({ when: "idle" }, null, onChange);
    vi.advanceTimersByTime(1499);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it("with a media query, follows it: not on a touch screen, on when a mouse appears, off again under reduced motion", () => {
    const win = stubWindow({ readyState: "complete", matches: false });
    const onChange = vi.fn();
    watchTrigger({ when: "idle", media: "(pointer: fine)" }, null, onChange);
    expect(win.matchMedia).toHaveBeenCalledWith("(pointer: fine)");
    win.idle[0]?.callback();
    win.setMatches(true);
    win.setMatches(false);
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it("does nothing once cancelled", () => {
    const win = stubWindow({ readyState: "loading" });
    const onChange = vi.fn();
    const stop = watchTrigger({ when: "idle" }, null, onChange);
    stop();
    win.fireLoad();
    expect(win.idle).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("sameIslandProps", () => {
  it("lets a re-render with equal props and a new fallback pass the still-dehydrated island by", () => {
    const onDone = () => undefined;
    expect(sameIslandProps({ pageName: "Homepage", onDone, fallback: <p>a</p> }, { pageName: "Homepage", onDone, fallback: <p>a</p> })).toBe(true);
  });
  it("passes on any other change", () => {
    expect(sameIslandProps({ pageName: "Homepage" }, { pageName: "Vibe Check Page" })).toBe(false);
    expect(sameIslandProps({ pageName: "Homepage" }, { pageName: "Homepage", idPrefix: "vibe" })).toBe(false);
    expect(sameIslandProps({ onDone: () => 1 }, { onDone: () => 1 })).toBe(false);
  });
});
