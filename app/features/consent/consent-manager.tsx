import { useEffect } from "react";
import { lazyIsland } from "~/components/performance/lazy-island";
import { cookieSettingsLabel } from "~/content/navigation";
import { initConsent, openCookieSettings, useConsent } from "./consent-store";

const CookieBanner = lazyIsland(() => import("./cookie-banner"), { when: "interaction" });

/**
 * Reads the stored choice after hydration (the server cannot know it) and shows the banner when
 * there is none, or when it is more than a year old. The banner's code loads only then.
 */
export function ConsentManager() {
  const consent = useConsent();
  useEffect(() => {
    // In a task of its own: the store update re-renders synchronously, and hydration's commit is
    // already the longest task of the page's start.
    const timer = setTimeout(initConsent, 0);
    return () => clearTimeout(timer);
  }, []);
  if (!consent.ready || !consent.bannerOpen) return null;
  return <CookieBanner />;
}

/** "Cookie settings" in the footer: reopens the banner on its preferences view. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const consent = useConsent();
  return (
    <button
      type="button"
      className={className}
      aria-expanded={consent.bannerOpen}
      // Tells tests the stored choice has been read, so "no banner" is an answer, not "not yet".
      data-consent-ready={consent.ready ? "true" : "false"}
      onClick={(event) => openCookieSettings(event.currentTarget)}
    >
      {cookieSettingsLabel}
    </button>
  );
}
