import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useLocation,
  useRouteError,
  type LinksFunction,
  type LoaderFunctionArgs,
} from "react-router";
import frauncesCore from "./fonts/fraunces-latin-wght-400-600-core.woff2?url";
import interCore from "./fonts/inter-latin-wght-400-700-core.woff2?url";
import stylesheet from "./app.css?url";
import faviconSvg from "../public/favicon.svg?raw";
import { SitePhotosProvider } from "~/components/art/site-photos";
import { CustomCursorLoader } from "~/components/layout/custom-cursor-loader";
import { StickyVibeBar } from "~/components/layout/sticky-vibe-bar";
import { Footer } from "~/components/layout/footer";
import { Navbar } from "~/components/layout/navbar";
import { NavigationPending } from "~/components/layout/navigation-pending";
import { ScrollManager } from "~/components/layout/scroll-manager";
import { ButtonLink } from "~/components/ui/button";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { markFirstHydrationDone } from "~/components/performance/first-hydration";
import { ConsentGatedAnalytics } from "~/features/analytics/consent-gated-analytics";
import { ConsentManager, CookieSettingsButton } from "~/features/consent/consent-manager";
import { useConsent } from "~/features/consent/consent-store";
import { releaseServerHandoff } from "~/features/errors/global-error-handlers";
import { readPracticeContact } from "~/features/settings/practice-settings.server";
import { loadSitePhotos } from "~/lib/media/site-photos.server";
import { canonicalOriginFor } from "~/lib/seo";
import { useNonce } from "~/lib/nonce";

// The icon travels inside the HTML (413 bytes): a separate request for it, which browsers make
// around the load event, would land on the page's critical path (decision 0012).
// /favicon.svg stays in public/ for whatever asks for it by name.
const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(faviconSvg.trim())}`;

export const links: LinksFunction = () => [
  { rel: "preload", href: interCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: frauncesCore, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: FAVICON_DATA_URL, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  const [contact, photos] = await Promise.all([readPracticeContact(context.db), loadSitePhotos(context.db)]);
  return { canonicalOrigin: canonicalOriginFor(host), publicConfig: context.publicConfig, contact, photos };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#fbf7f1" />
        <meta name="format-detection" content="telephone=no" />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-full bg-teal-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to content
        </a>
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function HydrationMarker() {
  // e2e tests wait for this before clicking (a click before hydration would submit natively).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    markFirstHydrationDone();
    // Once the app runs, the server's hand-off state leaves the window.
    if (import.meta.env.PROD) releaseServerHandoff();
  }, []);
  return null;
}

/** Analytics run only with consent; the consent and analytics features meet here, not in each other. */
function ConsentedAnalytics() {
  const consent = useConsent();
  const granted = consent.ready && consent.decided;
  return (
    <ConsentGatedAnalytics
      analytics={granted && consent.preferences.analytics}
      marketing={granted && consent.preferences.marketing}
      functional={granted && consent.preferences.functional}
    />
  );
}

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <>
      {/* First in the tab order, though drawn at the bottom: a keyboard user meets the choice first. */}
      <ConsentManager />
      <Navbar />
      <main id="main" tabIndex={-1} className="flex-1 pt-20 outline-none lg:pt-[88px]">
        <NavigationPending />
        {children}
      </main>
      <Footer
        extraLegalLinks={
          <li>
            <CookieSettingsButton className="inline-flex min-h-9 cursor-pointer items-center hover:text-white hover:underline" />
          </li>
        }
      />
      <StickyVibeBar />
      <LazyToaster />
      <ScrollManager />
      <ConsentedAnalytics />
      <CustomCursorLoader />
      <HydrationMarker />
    </>
  );
}

/** The admin area draws its own frame: no public navigation, cookie banner or analytics there. */
function useIsAdminArea(): boolean {
  return /^\/admin(\/|$)/i.test(useLocation().pathname);
}

export default function App() {
  const { photos } = useLoaderData<typeof loader>();
  if (useIsAdminArea()) {
    return (
      <>
        <Outlet />
        <HydrationMarker />
      </>
    );
  }
  return (
    <SitePhotosProvider photos={photos}>
      <Shell>
        <Outlet />
      </Shell>
    </SitePhotosProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <Shell>
      <title>{status === 404 ? "Page Not Found | Millennial Life" : "Something went wrong | Millennial Life"}</title>
      <section className="container-page py-24">
        <div className="mx-auto max-w-xl rounded-[var(--radius-card)] border border-line bg-white p-10 text-center shadow-soft">
          {/* Heading's `title` size written out: importing Heading into the root module, which every page loads first, splits a chunk off the homepage's budget. */}
          <h1 className="font-display text-3xl text-ink">{status === 404 ? "404 Page Not Found" : "Something went wrong"}</h1>
          <p className="mt-4 text-ink-soft">
            {status === 404
              ? "We couldn't find that page."
              : "Sorry, this page hit a snag on our side. Please try again in a moment, or call us if you need to reach the practice."}
          </p>
          {/* A full load: the homepage starts afresh, whatever state broke this page. */}
          <ButtonLink to="/" reloadDocument className="mt-6">
            Back to the homepage
          </ButtonLink>
        </div>
      </section>
    </Shell>
  );
}
