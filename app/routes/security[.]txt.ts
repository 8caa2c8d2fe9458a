import type { Route } from "./+types/security[.]txt";
import { securityTxt } from "~/features/seo/site-files.server";
import { readPracticeContact } from "~/features/settings/practice-settings.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { email } = await readPracticeContact(context.db);
  // Read on every request: the address follows a save in Settings at once, on every instance.
  return new Response(securityTxt(email), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
