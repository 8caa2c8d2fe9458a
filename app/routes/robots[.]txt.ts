import type { LoaderFunctionArgs } from "react-router";
import { siteRoutes } from "~/routes";
import { canonicalOriginFor } from "~/lib/seo";

/** Crawlers may read every public page; internal, demo and admin pages are kept out. */
export function loader({ request }: LoaderFunctionArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  const hidden = siteRoutes.filter((r) => !r.indexable).map((r) => r.path);
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api/",
    ...hidden.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
