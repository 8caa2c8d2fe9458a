import { useNavigation } from "react-router";
import { LoadingOverlay } from "~/components/ui/spinner";

/**
 * A client-side navigation still loading its page's code or data after 300 ms shows the spinner
 * over the page area, until the page arrives; a quick one shows nothing. The spinner is rendered as
 * the navigation starts and the stylesheet holds it hidden for the first 300 ms (app.css): no timer
 * and no second render, which a busy phone would delay. It ships with the start-up code (a few
 * hundred bytes): loaded on demand, it waited for the same slow network it is there to cover.
 */
export function NavigationPending() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return <LoadingOverlay className="navigation-pending" testId="navigation-pending" />;
}
