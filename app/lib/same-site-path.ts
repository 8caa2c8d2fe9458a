const BASE = "http://same-site.invalid";

/**
 * A path on this site, cleaned, or "/". The check runs on the normalised path, because the URL
 * parser turns `/.//evil.example`, `/x/..//evil.example` and `/%2e//evil.example` into
 * `//evil.example`, which a browser reads as another host. Query and hash are dropped.
 */
export function sameSitePath(value: unknown): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2048) return "/";
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f\u007f-\u009f\\]/.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  const path = url.pathname;
  // One leading slash, never two and never a backslash: anything else could name another host.
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return "/";
  return path;
}
