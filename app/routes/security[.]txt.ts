import { securityTxt } from "~/features/seo/site-files.server";

export function loader() {
  return new Response(securityTxt(), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
