import { data, Link, redirect } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { vibeCheckCta } from "~/content/navigation";
import { notFoundCard, notFoundSections, notFoundSeo } from "~/content/not-found";
import { SearchForm } from "~/features/search/search-form";
import { resolveLegacyRedirect } from "~/lib/redirects";
import type { Route } from "./+types/not-found";

/**
 * Every path the route table does not know. A legacy path redirects (the Express server answers
 * such requests with a 301 before they get here; this covers client-side navigation); anything
 * else is the 404 card with HTTP status 404, never a soft 404.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`, 301);
  return data({ path: url.pathname }, { status: 404 });
}

export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`);
  return serverLoader();
}

export function meta() {
  return [{ title: notFoundSeo.title }, { name: "robots", content: "noindex, nofollow" }, { name: "description", content: notFoundSeo.description }];
}

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-14 sm:py-20">
      <div className="w-full max-w-2xl rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-12">
        <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{notFoundCard.eyebrow}</p>
        {/* A one-off: the 404's title inside its card, larger than any card title. */}
        <h1 className="mt-2 font-display text-4xl text-ink sm:text-5xl">{notFoundCard.title}</h1>
        <p className="mt-4 text-lg text-ink-soft">{notFoundCard.text}</p>
        <div role="note" className="mt-6 rounded-xl bg-sand px-4 py-3 font-mono text-sm text-ink-soft" aria-label={notFoundCard.developerNoteLabel}>
          <span className="font-semibold text-ink">{notFoundCard.developerNoteLabel}:</span> {notFoundCard.developerNote}
        </div>
        <div className="mt-8">
          <SearchForm inputId="not-found-search" label={notFoundCard.searchLabel} />
        </div>
        <nav aria-labelledby="not-found-sections" className="mt-8">
          {/* A label in the sans face, not a title on the display scale. */}
          <h2 id="not-found-sections" className="font-sans text-sm font-semibold tracking-wider text-ink uppercase">
            {notFoundCard.sectionsHeading}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {notFoundSections.map((s) => (
              <li key={s.to}>
                <Link to={s.to} className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline-offset-4 hover:underline">
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8 rounded-2xl bg-cream p-5">
          <p className="text-ink">{notFoundCard.vibeCheckText}</p>
          <ButtonLink to={vibeCheckCta.to} className="mt-4">
            {vibeCheckCta.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
