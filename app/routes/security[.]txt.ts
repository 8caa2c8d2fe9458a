import { site } from "~/content/site";

const DAY_MS = 86_400_000;
/** RFC 9116 asks for an expiry under a year ahead; the file is made per day, so it never goes stale. */
const VALID_DAYS = 180;

/** /.well-known/security.txt (RFC 9116): where to report a security problem with the site. */
export function loader() {
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const lines = [
    `Contact: mailto:${site.email}`,
    `Expires: ${new Date(today + VALID_DAYS * DAY_MS).toISOString()}`,
    `Canonical: https://${site.hostnames.primary}/.well-known/security.txt`,
    "Preferred-Languages: en",
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
