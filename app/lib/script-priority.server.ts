import { StringDecoder } from "node:string_decoder";
import { Transform } from "node:stream";

const MODULEPRELOAD = '<link rel="modulepreload"';
const LOW_PRIORITY_MODULEPRELOAD = '<link rel="modulepreload" fetchpriority="low"';

/**
 * React Router preloads every script the page will hydrate with `<link rel="modulepreload">`, which
 * browsers fetch at high priority, competing with the stylesheet and fonts for a phone's bandwidth.
 * The page is fully readable before hydration (server-rendered), so the scripts can wait: this
 * stream marks those preloads `fetchpriority="low"`. A tag split across chunks is held back until
 * the next chunk arrives.
 */
export function lowerModulePreloadPriority(): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  const rewrite = (html: string) => html.replaceAll(MODULEPRELOAD, LOW_PRIORITY_MODULEPRELOAD);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = carry + decoder.write(chunk);
      const lastTagStart = text.lastIndexOf("<");
      const holdBack = lastTagStart !== -1 && text.length - lastTagStart < MODULEPRELOAD.length;
      carry = holdBack ? text.slice(lastTagStart) : "";
      callback(null, rewrite(holdBack ? text.slice(0, lastTagStart) : text));
    },
    flush(callback) {
      callback(null, rewrite(carry + decoder.end()));
    },
  });
}
