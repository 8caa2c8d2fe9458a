import { createHash } from "node:crypto";

/**
 * The `'sha256-…'` sources for every inline script a page carries, in the form a CSP names them:
 * the hash of the exact text between `<script …>` and `</script>`. Scripts with a `src` are not
 * inline; data blocks (JSON-LD and other non-JavaScript types) never run, so they need no hash.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const RUNNABLE_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"]);

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? "").trim().toLowerCase();
    if (!RUNNABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}
