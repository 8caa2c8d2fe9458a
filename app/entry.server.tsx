import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { NonceProvider } from "~/lib/nonce";
import { PortraitDrawing } from "~/components/art/portrait-drawing";
import { drawPortraitsWith } from "~/components/art/therapist-portrait";
import { deferHydration } from "~/components/performance/deferred-hydration.server";
import { addEarlySubmitScript } from "~/components/performance/early-submits.server";

export const streamTimeout = 5_000;

// Portraits are drawn into the page here; the browser loads their drawing only when it needs it.
drawPortraitsWith(PortraitDrawing);

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider nonce={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        // Every page is sent whole and in order. Loaders have finished before rendering starts, so
        // there is no slow data to stream; what streaming would do is send a Suspense boundary
        // that is not ready yet (a lazily loaded form on a fresh server), or one past the first
        // 12,800 bytes, as a fallback plus a hidden copy at the end of the document, swapped in by
        // a script: a second layout before the first paint, and the form twice in the HTML.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const body = deferHydration();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          const page = addEarlySubmitScript(nonce);
          page.pipe(body);
          pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          // A part of the page failed to render on the server (the browser renders it instead):
          // say so in the status and the log. A failure of the whole page also goes to onShellError.
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
