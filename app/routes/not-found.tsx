import { data, Link, redirect, type ClientLoaderFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { resolveLegacyRedirect } from "~/lib/redirects";

/**
 * Every path the route table does not know. A legacy path redirects (the Express server answers
 * such requests with a 301 before they get here; this covers client-side navigation); anything
 * else is the 404 card with HTTP status 404, never a soft 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`, 301);
  return data({ path: url.pathname }, { status: 404 });
}

export async function clientLoader({ request, serverLoader }: ClientLoaderFunctionArgs) {
  const url = new URL(request.url);
  const target = resolveLegacyRedirect(url.pathname);
  if (target) throw redirect(`${target}${url.search}`);
  return serverLoader<typeof loader>();
}

export const meta: MetaFunction = () => [
  { title: "Page Not Found" },
  { name: "robots", content: "noindex, nofollow" },
  { name: "description", content: "This page does not exist on the Millennial Life website. Find couples and individual therapy in Dallas from our homepage." },
];

export default function NotFound() {
  return (
    <section className="container-page flex min-h-[60vh] items-center justify-center py-20">
      <div className="w-full max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-8 shadow-soft sm:p-12">
        <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">Lost the thread?</p>
        <h1 className="mt-2 font-display text-4xl text-ink sm:text-5xl">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-ink-soft">
          The page you asked for isn't here. It may have moved when we rebuilt the site, or the link has a typo.
        </p>
        <div className="mt-6 rounded-xl bg-sand px-4 py-3 font-mono text-sm text-ink-soft" aria-label="Developer note">
          <span className="font-semibold text-ink">Developer note:</span> no route matches this path in app/routes.ts and it is not a legacy
          redirect in app/lib/redirects.ts. Answered with HTTP 404.
        </div>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to="/" className="inline-flex min-h-12 items-center rounded-full bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800">
            Go to the homepage
          </Link>
          <Link to="/sitemap" className="inline-flex min-h-12 items-center rounded-full border border-teal-700 px-6 font-semibold text-teal-800 hover:bg-teal-50">
            Browse the sitemap
          </Link>
        </div>
      </div>
    </section>
  );
}
