import { SERVER_HANDOFF_GLOBALS } from "~/lib/react-router-internals";
import { classifyErrorEvent, classifyRejection, messageOf } from "./error-filters";

/**
 * The global error handlers: noise is kept out of the console's error channel and out of any
 * error reporting, but still logged (as a warning) so it can be seen when debugging.
 * Real errors are left alone: the browser reports them as usual.
 * Returns a function that removes the handlers (tests).
 */
export function installGlobalErrorHandlers(target: Pick<Window, "addEventListener" | "removeEventListener"> = window): () => void {
  const onError = (event: Event) => {
    const verdict = classifyErrorEvent(event as ErrorEvent);
    if (verdict === "reviews-widget") {
      event.preventDefault();
      console.warn("Reviews widget error (ignored):", (event as ErrorEvent).message || messageOf((event as ErrorEvent).error));
    } else if (verdict === "extension-noise") {
      event.preventDefault();
    }
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (classifyRejection(reason) === "report") return;
    event.preventDefault();
    console.warn("Ignored unhandled rejection (browser extension or expired session):", messageOf(reason) ?? reason);
  };
  target.addEventListener("error", onError);
  target.addEventListener("unhandledrejection", onRejection);
  return () => {
    target.removeEventListener("error", onError);
    target.removeEventListener("unhandledrejection", onRejection);
  };
}

/**
 * Start the app, and if that cannot even begin, log it as an initialization error.
 * React Router hydrates the whole document, so "the root element" is <html>.
 */
export function startApp(start: () => void, doc: Pick<Document, "documentElement"> = document): boolean {
  try {
    if (!doc.documentElement) throw new Error("Root element not found");
    start();
    return true;
  } catch (error) {
    console.error("Initialization error:", error);
    return false;
  }
}

/**
 * The server-provided initial state (`SERVER_HANDOFF_GLOBALS`) is removed from the window after
 * start-up. React Router keeps its own references to these objects once it has hydrated, and reads
 * the window copies only at start-up; it writes streamed loader data into one of them until the
 * document has finished loading, so they go after the load event. The live router and React
 * Router's version stay (the router is used for redirects thrown during navigation). The
 * development server's hot reload reads them, so this runs only in production builds (the caller
 * decides).
 */
export function releaseServerHandoff(win: Window = window): void {
  const release = () => {
    for (const key of SERVER_HANDOFF_GLOBALS) {
      try {
        delete (win as unknown as Record<string, unknown>)[key];
      } catch {
        (win as unknown as Record<string, unknown>)[key] = undefined;
      }
    }
  };
  if (win.document.readyState === "complete") release();
  else win.addEventListener("load", release, { once: true });
}
