import { Section } from "~/components/ui/section";
import { MarkedList } from "~/components/ui/marked-list";
import { internFeeNote } from "~/content/fees";
import { formatUsd, internOffers, isStartingPrice, priceOf, priceUnitLabels, sessionFeesOf, type ServiceEntry } from "~/content/service-model";
import { usePracticeContact } from "~/content/practice-contact";
import { serviceFeesCopy as words } from "~/content/service-page";

const term = "text-sm font-semibold tracking-wider text-ink uppercase";

/** "Format, time and fees": the price and what it includes, where, how long, when, and this service's own paying facts. */
export function ServiceFees({ entry, facts }: { entry: ServiceEntry; facts: readonly { title: string; text: string }[] }) {
  const contact = usePracticeContact();
  return (
    <Section deferred id="fees" tone="sand" labelledBy="fees-heading" title={words.heading} headingSize="subsection">
      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-8">
          <Price entry={entry} />
          {/* A label in the sans face, not a title on the display scale. */}
          <h3 className="mt-6 font-sans text-sm font-semibold tracking-wider text-ink uppercase">{words.included}</h3>
          <MarkedList items={entry.included} className="mt-3 space-y-3" />
        </div>
        <dl className="grid content-start gap-6 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-8">
          <div>
            <dt className={term}>{words.where}</dt>
            <dd className="mt-1 text-ink-soft">{entry.format.note}</dd>
          </div>
          <div>
            <dt className={term}>{words.length}</dt>
            <dd className="mt-1 text-ink-soft">{entry.length}</dd>
          </div>
          <div>
            <dt className={term}>{words.when}</dt>
            <dd className="mt-1 text-ink-soft">
              <ul>
                {(entry.when ?? contact.hours).map((h) => (
                  <li key={h.days}>
                    <span className="font-medium text-ink">{h.days}</span> {h.time}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        </dl>
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-3" data-testid="service-facts">
        {facts.map((f) => (
          <li key={f.title} className="rounded-2xl bg-cream/80 p-5 sm:p-6">
            <p className="font-semibold text-ink">{f.title}</p>
            <p className="mt-1 text-sm text-ink-soft">{f.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The fee, "from" the lowest fee of the service's clinicians, with the fee of each of their levels beneath. */
function Price({ entry }: { entry: ServiceEntry }) {
  const price = priceOf(entry);
  const startingPrice = isStartingPrice(entry);
  return (
    <>
      <p className="text-sm font-semibold tracking-wider text-coral-700 uppercase">{entry.kind === "program" ? words.programFee : words.sessionFee}</p>
      <p className="mt-2 flex flex-wrap items-baseline gap-x-2" data-testid="service-price">
        {startingPrice ? <span className="text-lg font-semibold text-ink">{words.from}</span> : null}
        <span className="font-display text-5xl text-ink">{formatUsd(price.amountUsd)}</span>{" "}
        <span className="text-ink-soft">{priceUnitLabels[price.unit]}</span>
        {startingPrice && internOffers(entry.slug) ? (
          <>
            {" "}
            <span className="basis-full font-semibold text-teal-800">({internFeeNote})</span>
          </>
        ) : null}
      </p>
      {startingPrice ? (
        <>
          <p className="mt-3 text-sm text-ink-soft">{words.levels}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="session-fee-levels">
            {sessionFeesOf(entry.slug).map((fee) => (
              <div key={fee.tier} className="flex justify-between gap-3 border-b border-dashed border-line py-1.5">
                <dt className="text-ink-soft">{fee.label}</dt>
                <dd className="font-semibold text-ink">{formatUsd(fee.sessionUsd)}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
    </>
  );
}
