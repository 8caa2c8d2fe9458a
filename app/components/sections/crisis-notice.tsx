import { useId } from "react";
import { Icon } from "~/components/ui/icons";
import { ButtonLink } from "~/components/ui/button";
import { crisisLines } from "~/content/crisis-lines";
import { Heading } from "~/components/ui/heading";

/**
 * A calm, plain notice for pages about crises: we are not an emergency service; 988 and 911 are.
 * `compact` for a single line beside a form; `domesticViolence` adds the hotline for couples pages.
 */
export function CrisisNotice({
  compact = false,
  domesticViolence = false,
  className = "",
}: {
  compact?: boolean;
  domesticViolence?: boolean;
  className?: string;
}) {
  const headingId = useId();
  const { lifeline, emergency, domesticViolence: dv } = crisisLines;
  if (compact) {
    return (
      <p className={`rounded-2xl border border-line bg-white px-4 py-3 text-sm text-ink-soft ${className}`} data-testid="crisis-notice">
        <strong className="text-ink">In danger right now?</strong> We're not an emergency service. Call{" "}
        <a href={emergency.call} className="inline-link">
          911
        </a>
        , or call or text{" "}
        <a href={lifeline.call} className="inline-link">
          988
        </a>{" "}
        (Suicide & Crisis Lifeline), any time.
      </p>
    );
  }
  return (
    <aside
      aria-labelledby={headingId}
      className={`rounded-[var(--radius-card)] border border-coral-100 bg-white p-6 shadow-soft sm:p-8 ${className}`}
      data-testid="crisis-notice"
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <span className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-coral-50 text-coral-700" aria-hidden="true">
          <Icon name="heartAlert" size={26} />
        </span>
        <div className="min-w-0">
          <Heading id={headingId} size="block">
            If you're in danger right now, don't wait for us
          </Heading>
          <p className="mt-2 max-w-2xl text-ink-soft">
            Millennial Life is not an emergency service, and we can't answer in real time. If you or someone else is in immediate danger, call 911. If you're
            thinking about suicide or are in emotional crisis, call or text 988 to reach the {lifeline.name}, free and open 24/7.
          </p>
          {domesticViolence ? (
            <p className="mt-2 max-w-2xl text-ink-soft">
              Afraid of your partner? The {dv.name} is at{" "}
              <a href={dv.call} className="inline-link whitespace-nowrap">
                {dv.display}
              </a>
              , or{" "}
              <a href={dv.text} className="inline-link whitespace-nowrap">
                {dv.textDisplay}
              </a>
              , 24/7.
            </p>
          ) : null}
          <ul className="mt-5 flex flex-wrap gap-3">
            <li>
              <ButtonLink to={emergency.call} variant="destructive">
                Call {emergency.number}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to={lifeline.call} variant="secondary">
                Call {lifeline.number}
              </ButtonLink>
            </li>
            <li>
              <ButtonLink to={lifeline.text} variant="secondary">
                Text {lifeline.number}
              </ButtonLink>
            </li>
          </ul>
        </div>
      </div>
    </aside>
  );
}
