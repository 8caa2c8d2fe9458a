import { useEffect, useState } from "react";
import { newTabNote } from "~/content/navigation";
import { Icon, ReviewsServiceIcon } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { REVIEWS_WIDGET_SCRIPT } from "./reviews-hosts";

/** What shows without the widget: the rating with its link when the practice has one, else a plain note. */
export interface ReviewsFallback {
  title: string;
  text: string;
  linkLabel?: string;
  href?: string;
  rating?: string;
}

/**
 * "What Dallas Says": the embedded third-party reviews widget. The integration point with cookie
 * consent: the widget's script is injected only when `consentGranted` and `widgetId` are both set;
 * until then (and if the script fails) visitors get a link to the practice's public reviews.
 * Script errors that mention the widget are swallowed and logged by the global error handlers
 * (app/features/errors); a script that fails to load brings the link back.
 */
export function ReviewsWidget({ consentGranted, widgetId, fallback }: { consentGranted: boolean; widgetId?: string; fallback: ReviewsFallback }) {
  const [failed, setFailed] = useState(false);
  const active = Boolean(consentGranted && widgetId) && !failed;

  useEffect(() => {
    if (!active) return;
    let script = document.querySelector<HTMLScriptElement>(`script[src="${REVIEWS_WIDGET_SCRIPT}"]`);
    if (!script) {
      script = document.createElement("script");
      script.src = REVIEWS_WIDGET_SCRIPT;
      script.async = true;
      script.dataset.reviewsWidget = "true";
      script.addEventListener("error", () => {
        console.warn("Reviews widget script failed to load; showing the link to our reviews instead.");
        setFailed(true);
      });
      document.body.appendChild(script);
    }
  }, [active]);

  if (active) {
    return (
      <div className="min-h-[420px]" data-testid="reviews-widget">
        <div className={`elfsight-app-${widgetId}`} data-elfsight-app-lazy="" />
      </div>
    );
  }

  return (
    <div
      className="mx-auto max-w-2xl rounded-[var(--radius-card)] border border-line/80 bg-white p-8 text-center shadow-soft sm:p-10"
      data-testid="reviews-fallback"
    >
      {fallback.rating ? (
        <div className="flex items-center justify-center gap-3">
          <ReviewsServiceIcon size={36} />
          <span className="font-display text-5xl font-medium text-ink">{fallback.rating}</span>
          <span className="flex text-gold-500" aria-hidden="true">
            {Array.from({ length: 5 }, (_, i) => (
              <Icon key={i} name="star" size={22} className="fill-current" strokeWidth={1.2} />
            ))}
          </span>
        </div>
      ) : null}
      <p className="mt-5 font-display text-2xl text-ink">{fallback.title}</p>
      <p className="mx-auto mt-2 max-w-md text-ink-soft">{fallback.text}</p>
      {fallback.href && fallback.linkLabel ? (
        <ButtonLink to={fallback.href} target="_blank" rel="noopener noreferrer" className="mt-7">
          {fallback.linkLabel}
          <span className="sr-only">{newTabNote}</span>
          <Icon name="externalLink" size={18} strokeWidth={2} />
        </ButtonLink>
      ) : null}
    </div>
  );
}
