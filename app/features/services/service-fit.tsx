import { Link } from "react-router";
import { CrisisNotice } from "~/components/sections/crisis-notice";
import { Heading } from "~/components/ui/heading";
import { MarkedList } from "~/components/ui/marked-list";
import { Section } from "~/components/ui/section";
import type { ServiceEntry } from "~/content/service-model";
import type { ServicePageData } from "./service-page.server";
import { serviceFitCopy as words } from "~/content/service-page";

const inlineLink = "inline-link";

/** "Is this for you?": who it suits, a quiz to check, and where to go when something else fits better. */
export function ServiceFit({
  entry,
  betterFits,
  quizzes,
}: {
  entry: ServiceEntry;
  betterFits: ServicePageData["betterFits"];
  quizzes: { label: string; path: string }[];
}) {
  return (
    <Section deferred tone="cream" labelledBy="fit-heading">
      {entry.crisisNotice ? <CrisisNotice domesticViolence className="mb-12 sm:mb-16" /> : null}
      <div className="grid gap-10 lg:grid-cols-[1.35fr_1fr] lg:gap-14">
        <div>
          <Heading id="fit-heading" size="subsection">
            {words.heading}
          </Heading>
          <p className="mt-3 text-lg text-ink-soft">{words.lede}</p>
          <MarkedList items={entry.fits} className="mt-6 space-y-4" />
          <p className="mt-8 text-ink-soft" data-testid="service-quiz-links">
            {words.quizBefore}{" "}
            {quizzes.map((q, i) => (
              <span key={q.path}>
                {i > 0 ? words.quizOr : ""}
                <Link to={q.path} className={inlineLink}>
                  {q.label}
                </Link>
              </span>
            ))}
            {words.quizAfter}
          </p>
        </div>
        {betterFits.length ? <BetterFits betterFits={betterFits} /> : null}
      </div>
    </Section>
  );
}

function BetterFits({ betterFits }: { betterFits: ServicePageData["betterFits"] }) {
  return (
    <aside aria-labelledby="better-fit-heading" className="self-start rounded-[var(--radius-card)] bg-sand p-6 sm:p-8">
      <Heading as="h2" id="better-fit-heading" size="item">
        {words.betterFitHeading}
      </Heading>
      <ul className="mt-5 space-y-5">
        {betterFits.map((b) => (
          <li key={b.text} className="text-ink-soft">
            <p>{b.text}</p>
            {b.target ? (
              <Link to={b.target.path} className={`mt-1 inline-flex min-h-11 items-center ${inlineLink}`}>
                {words.see(b.target.title)}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </aside>
  );
}
