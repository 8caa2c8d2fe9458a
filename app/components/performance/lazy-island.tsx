import { lazy, memo, Suspense, useEffect, useState, type ComponentType, type ReactNode, type RefObject } from "react";
import { whenNearViewport } from "./when-near-viewport";

/**
 * One way to load an island (a part of the page that needs its own code) later than the page:
 *
 * - `"visible"`: when an element of the page comes near the screen (`Island.useTrigger(ref)`).
 *   Far-down parts: the contact form's validation, the carousel engine, the newsletter dialog.
 * - `"idle"`: once the page has loaded and the browser is idle (`Island.useTrigger()`), only
 *   where `media` matches, and again whenever it starts or stops matching. Decoration: the cursor.
 * - `"interaction"`: the first time the page renders it, which it does in answer to something
 *   (a tap, a keystroke, a toast, a navigation, a cookie choice still to make); `Island.load()`
 *   starts the download earlier, at the first sign it will be needed.
 *
 * With `ssr`, the server renders the island itself (a complete form, a quiz's start screen) and
 * hydration keeps that markup, working natively, until the trigger has brought the code. Without
 * it the server renders the `fallback` (nothing by default): the island exists only in the browser.
 */
export type IslandTrigger = "visible" | "idle" | "interaction";

type Module<P> = { default: ComponentType<P> };
type Target = Element | null | RefObject<Element | null>;

/** The island as a component: its `fallback` shows until its code has arrived. */
export type Island<P> = ((props: P & { fallback?: ReactNode }) => ReactNode) & {
  /** Start loading the code now (once). */
  load: () => Promise<unknown>;
};

export type TriggeredIsland<P> = Island<P> & {
  /**
   * Loads the code when the island's trigger fires; true from then on (for `"idle"` with `media`:
   * while the query matches). A `"visible"` island watches `target`, an element or a ref to one.
   */
  useTrigger: (target?: Target) => boolean;
};

interface CommonOptions {
  /** The server renders the island itself; the browser keeps that markup until the code arrives. */
  ssr?: boolean;
}
export interface VisibleOptions extends CommonOptions {
  when: "visible";
  /** How near the screen counts as visible. */
  margin?: string;
}
export interface IdleOptions extends CommonOptions {
  when: "idle";
  /** Load (and render) only while this media query matches. */
  media?: string;
}
export interface InteractionOptions extends CommonOptions {
  when: "interaction";
}

/** Past the page's load event, how long the browser may stay busy before an idle island loads anyway. */
const IDLE_TIMEOUT_MS = 4000;
/** Where there is no requestIdleCallback (Safari): this long after the load event. */
const IDLE_FALLBACK_MS = 1500;

export function lazyIsland<P extends object>(load: () => Promise<Module<P>>, options: VisibleOptions | IdleOptions): TriggeredIsland<P>;
export function lazyIsland<P extends object>(load: () => Promise<Module<P>>, options: InteractionOptions): Island<P>;
export function lazyIsland<P extends object>(
  load: () => Promise<Module<P>>,
  options: VisibleOptions | IdleOptions | InteractionOptions,
): TriggeredIsland<P> | Island<P> {
  const code = islandCode(load);
  const Lazy = lazy(options.ssr ? code.afterRequest : code.load);
  const onServer = typeof document === "undefined";

  function IslandComponent({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    if (onServer && !options.ssr) return fallback;
    return (
      <Suspense fallback={fallback}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  // A server-rendered island waits, still dehydrated, for its code. If its props change meanwhile
  // (its page re-renders, if only because the trigger fired), React gives up on hydrating it and
  // renders it afresh: new elements, and whatever the visitor typed into the old ones is gone. So a
  // re-render with equal props must not reach it; the fallback (a new element every render, shown
  // only before the code arrives) does not count.
  const MemoIsland = memo(IslandComponent, sameIslandProps) as unknown as typeof IslandComponent;

  // Typed away for "interaction" islands, which have no trigger of their own.
  function useTrigger(target?: Target): boolean {
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      const element = target && "current" in target ? target.current : (target ?? null);
      return watchTrigger(options as VisibleOptions | IdleOptions, element, (now) => {
        // A failed download shows when the island renders (React's error handling), not here.
        if (now) code.load().catch(() => {});
        setWanted(now);
      });
    }, [target]);
    return wanted;
  }
  return Object.assign(MemoIsland, { load: code.load, useTrigger });
}

/** Shallow equality of an island's props, leaving out its fallback. */
export function sameIslandProps(previous: Record<string, unknown>, next: Record<string, unknown>): boolean {
  const keys = (props: Record<string, unknown>) => Object.keys(props).filter((key) => key !== "fallback");
  const previousKeys = keys(previous);
  const nextKeys = keys(next);
  return previousKeys.length === nextKeys.length && previousKeys.every((key) => Object.is(previous[key], next[key]));
}

/**
 * The island's code, fetched once. `afterRequest` is what an `ssr` island renders with: on the
 * server it imports at once (the server renders the island), in the browser it waits until
 * `load()` is called, so hydration keeps the server's markup meanwhile.
 */
export function islandCode<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let request!: () => void;
  const requested = new Promise<void>((resolve) => (request = resolve));
  const loadOnce = (): Promise<M> => {
    request();
    return (loading ??= load());
  };
  return {
    load: loadOnce,
    afterRequest: (): Promise<M> => (typeof document === "undefined" ? loadOnce() : requested.then(loadOnce)),
  };
}

/**
 * Calls `onChange(true)` when a `"visible"` or `"idle"` trigger fires; for `"idle"` with `media`,
 * `onChange(matches)` then and whenever the query starts or stops matching.
 * Returns a function that stops watching.
 */
export function watchTrigger(options: VisibleOptions | IdleOptions, element: Element | null, onChange: (wanted: boolean) => void): () => void {
  if (options.when === "visible") return element ? whenNearViewport(element, () => onChange(true), options.margin) : () => {};

  const query = options.media ? window.matchMedia(options.media) : null;
  const evaluate = () => onChange(query ? query.matches : true);
  let idleHandle: number | undefined;
  let timeoutHandle: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (typeof window.requestIdleCallback === "function") idleHandle = window.requestIdleCallback(evaluate, { timeout: IDLE_TIMEOUT_MS });
    else timeoutHandle = setTimeout(evaluate, IDLE_FALLBACK_MS);
  };
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
  query?.addEventListener("change", evaluate);
  return () => {
    window.removeEventListener("load", whenIdle);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    clearTimeout(timeoutHandle);
    query?.removeEventListener("change", evaluate);
  };
}
