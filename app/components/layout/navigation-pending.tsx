import { LoadingOverlay } from "~/components/ui/spinner";
import { useNavigationLoadingListener } from "~/lib/react-router-internals";

/** Marks the document while a navigation loads; the stylesheet shows the spinner once that has lasted 300 ms. */
function markNavigating(loading: boolean) {
  document.documentElement.toggleAttribute("data-navigating", loading);
}

/**
 * A client-side navigation still loading its page's code or data after 300 ms shows the spinner
 * over the page area, until the page arrives; a quick one shows nothing. The spinner is always in
 * the page, hidden; the router's own subscription marks the document the moment a navigation
 * starts, and the stylesheet reveals the spinner 300 ms later (app.css): no React render and no
 * timer stand between the click and the spinner, which on a busy phone they would delay. It ships
 * with the start-up code (a few hundred bytes): loaded on demand, it waited for the same slow
 * network it is there to cover.
 */
export function NavigationPending() {
  useNavigationLoadingListener(markNavigating);
  return <LoadingOverlay className="navigation-pending" testId="navigation-pending" />;
}
