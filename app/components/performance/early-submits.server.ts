import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";
import { HASH_ARRIVAL_ATTRIBUTE } from "./render-later";
import { LIVE_ATTRIBUTE, QUEUED_ATTRIBUTE, SUBMIT_NEEDS_SCRIPT_ATTRIBUTE } from "./visitor-input";

/** Set on a form the browser itself is sending (a native post or GET): the page is about to change. */
const SENDING_ATTRIBUTE = "data-sending";

/**
 * An inline script at the top of every page, for the moments before the page's code is live:
 * - A form that cannot post natively (its answer is computed in the browser, and its answers must
 *   not leave it) sent before its code is live is held, marked busy, and sent again by its code
 *   when that arrives (`useQueuedSubmit`): exactly once, never lost. Forms that can post natively
 *   are left to the browser.
 * - A form the browser does send (nothing prevented it, once the event has passed every handler)
 *   is marked, so its button shows the wait at once (app.css); a page restored from the
 *   back-forward cache drops the mark.
 * - An address with a hash is set aside, so the browser does not start its scroll to the target
 *   while the page is still being laid out and painted: the start-up script puts the hash back and
 *   glides there once the page is whole (deferred-hydration.server.ts).
 * The server writes it into the page: in the browser's bundle, which every page loads first, the
 * text would cost bytes for nothing.
 */
export const QUEUE_EARLY_SUBMITS_SCRIPT = `document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&f.hasAttribute("${SUBMIT_NEEDS_SCRIPT_ATTRIBUTE}")&&!f.hasAttribute("${LIVE_ATTRIBUTE}")){e.preventDefault();f.setAttribute("${QUEUED_ATTRIBUTE}","");f.setAttribute("aria-busy","true")}},true);addEventListener("submit",function(e){if(!e.defaultPrevented&&e.target instanceof HTMLFormElement)e.target.setAttribute("${SENDING_ATTRIBUTE}","")});addEventListener("pageshow",function(){document.querySelectorAll("form[${SENDING_ATTRIBUTE}]").forEach(function(f){f.removeAttribute("${SENDING_ATTRIBUTE}")})});if(location.hash){document.documentElement.setAttribute("${HASH_ARRIVAL_ATTRIBUTE}",location.hash);history.replaceState(history.state,"",location.pathname+location.search)}`;

const HEAD_OPEN = "<head>";
/** A document whose first bytes hold no `<head>` has none to add to (a fragment): pass it as it is. */
const LOOK_AHEAD = 4096;

/** Puts the script first in the document's `<head>`, with the page's nonce where it has one. */
export function addEarlySubmitScript(nonce: string | undefined): Transform {
  const script = `<script${nonce ? ` nonce="${nonce}"` : ""}>${QUEUE_EARLY_SUBMITS_SCRIPT}</script>`;
  const decoder = new StringDecoder("utf8");
  let pending = "";
  let done = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (done) return callback(null, decoder.write(chunk));
      pending += decoder.write(chunk);
      const at = pending.indexOf(HEAD_OPEN);
      if (at === -1 && pending.length < LOOK_AHEAD) return callback();
      done = true;
      const out = at === -1 ? pending : pending.slice(0, at + HEAD_OPEN.length) + script + pending.slice(at + HEAD_OPEN.length);
      pending = "";
      callback(null, out);
    },
    flush(callback) {
      callback(null, pending + decoder.end());
    },
  });
}
