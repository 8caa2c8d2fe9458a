import { robotsTxt } from "~/features/seo/site-files.server";
import { canonicalOriginFor } from "~/lib/seo";
import type { Route } from "./+types/robots[.]txt";

export function loader({ request }: Route.LoaderArgs) {
  const origin = canonicalOriginFor(request.headers.get("x-forwarded-host") ?? request.headers.get("host"));
  return new Response(robotsTxt(origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
