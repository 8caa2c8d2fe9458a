import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { Link } from "react-router";
import { SectionHeading } from "~/components/sections/section-heading";
import { EXTENDED_SESSION_MINUTES, formatUsd, SESSION_MINUTES } from "~/content/fees";
import { feesSectionsCopy } from "~/content/fees-page";
import type { SessionTier } from "./session-tiers.server";

const copy = feesSectionsCopy.sessions;

/** One card per fee tier with both session lengths and who charges it, then the services these fees cover. */
export function SessionFeesSection({ tiers, sessionServices }: { tiers: SessionTier[]; sessionServices: { title: string; path: string }[] }) {
  return (
    <Section id="session-fees" labelledBy="session-fees-heading" tone="cream" deferred>
      <SectionHeading id="session-fees-heading" eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </SectionHeading>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
        {tiers.map((fee) => (
          // A subgrid: a title or blurb that wraps in one card keeps the prices of every card in the row on one line.
          <li
            key={fee.tier}
            className="row-span-4 grid grid-rows-subgrid gap-y-0 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft"
            data-testid="session-fee"
          >
            <Heading as="h3" size="item">
              {fee.label}
            </Heading>
            <p className="mt-1 text-sm text-ink-soft">{fee.who}</p>
            <dl className="mt-5 space-y-3 self-start">
              <FeeRow label={copy.sessionLength(SESSION_MINUTES)} amount={fee.sessionUsd} />
              <FeeRow label={copy.extendedLength(EXTENDED_SESSION_MINUTES)} amount={fee.extendedUsd} />
            </dl>
            <p className="self-end pt-5 text-sm text-ink-soft">
              {fee.clinicians.map((t, i) => (
                <span key={t.path}>
                  {i > 0 ? ", " : copy.withLead}
                  <Link to={t.path} className="inline-link">
                    {t.name}
                  </Link>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-8 max-w-3xl text-ink-soft" data-testid="session-services">
        {copy.servicesLead}{" "}
        {sessionServices.map((s, i) => (
          <span key={s.path}>
            {i === 0 ? "" : i === sessionServices.length - 1 ? copy.and : ", "}
            <Link to={s.path} className="inline-link">
              {s.title}
            </Link>
          </span>
        ))}
        .
      </p>
      <p className="mt-4 max-w-3xl text-sm text-ink-soft">{copy.footnote}</p>
    </Section>
  );
}

function FeeRow({ label, amount }: { label: string; amount: number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b border-dashed border-line pb-2">
      <dt className="text-sm text-ink-soft">{label}</dt>
      <dd className="font-display text-xl text-ink">{formatUsd(amount)}</dd>
    </div>
  );
}
