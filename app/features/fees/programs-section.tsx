import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { Link } from "react-router";
import { SectionHeading } from "~/components/sections/section-heading";
import { MarkedList } from "~/components/ui/marked-list";
import { formatUsd } from "~/content/fees";
import { feesSectionsCopy } from "~/content/fees-page";
import { priceUnitLabels } from "~/content/service-model";
import type { FeeLine, ServiceGroup } from "~/content/services";

const copy = feesSectionsCopy.programs;

/** Every program and intensive with its price, length and inclusions, grouped by shape. */
export function ProgramsSection({ groups }: { groups: { group: ServiceGroup; heading: string; intro: string; programs: FeeLine[] }[] }) {
  return (
    <Section id="programs" labelledBy="programs-heading" tone="sand" deferred>
      <SectionHeading id="programs-heading" eyebrow={copy.eyebrow} title={copy.title}>
        {copy.intro}
      </SectionHeading>
      <div className="mt-10 space-y-12">
        {groups.map((g) => (
          <div key={g.group}>
            <Heading as="h3" size="card" id={`programs-${g.group}`}>
              {g.heading}
            </Heading>
            <p className="mt-1 max-w-2xl text-ink-soft">{g.intro}</p>
            <ul className={`mt-5 grid gap-5 md:grid-cols-2 ${g.programs.length % 3 === 0 ? "xl:grid-cols-3" : ""}`}>
              {g.programs.map((p) => (
                <li
                  key={p.path}
                  className="flex h-full flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-soft sm:p-7"
                  data-testid="program-fee"
                  data-path={p.path}
                >
                  <Heading as="h4" size="tile">
                    {p.title}
                  </Heading>
                  {p.badge ? <p className="mt-2 inline-flex w-fit rounded-full bg-coral-50 px-3 py-1 text-xs font-semibold text-coral-700">{p.badge}</p> : null}
                  <p className="mt-4 flex flex-wrap items-baseline gap-x-2" data-testid="program-price">
                    <span className="font-display text-3xl text-teal-800">{formatUsd(p.amountUsd)}</span>{" "}
                    <span className="text-sm text-ink-soft">{priceUnitLabels[p.unit]}</span>
                  </p>
                  <p className="mt-3 text-ink-soft">{p.summary}</p>
                  <p className="mt-4 text-sm text-ink">
                    <span className="font-semibold">{copy.howLong}</span>
                    {p.length}
                  </p>
                  <p className="mt-4 text-sm font-semibold text-ink">{copy.included}</p>
                  <MarkedList items={p.included} mark="tick" className="mt-2 space-y-2 text-sm text-ink-soft" />
                  <Link to={p.path} className="inline-link mt-auto inline-flex min-h-11 items-center pt-4">
                    {copy.more(p.title)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
