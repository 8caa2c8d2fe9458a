import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { MarkedList } from "~/components/ui/marked-list";
import { cancellationPolicy } from "~/content/fees";
import { policiesCopy as words } from "~/content/fees-page";
import { usePracticeContact } from "~/content/practice-contact";

/** The cancellation policy beside the hours, the office address and the online option. */
export function PoliciesSection() {
  const contact = usePracticeContact();
  return (
    <Section id="policies" labelledBy="policies-heading" tone="cream" deferred>
      <h2 id="policies-heading" className="sr-only">
        {words.heading}
      </h2>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
          <Heading as="h3" size="card">
            {words.cancellationHeading}
          </Heading>
          <MarkedList items={cancellationPolicy.points} mark="tick" className="mt-5 space-y-3 text-ink-soft" />
        </div>
        <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 sm:p-8">
          <Heading as="h3" size="card">
            {words.hoursHeading}
          </Heading>
          <p className="mt-3 text-ink-soft">{words.hoursText}</p>
          <dl className="mt-5 divide-y divide-line">
            {contact.hours.map((h) => (
              <div key={h.days} className="flex flex-wrap justify-between gap-2 py-3">
                <dt className="font-semibold text-ink">{h.days}</dt>
                <dd className="text-ink-soft">{h.time}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <p className="rounded-2xl bg-sand p-4 text-sm text-ink-soft">
              <span className="block font-semibold text-ink">{words.inPerson}</span>
              {contact.address.street}, {contact.address.city}, {contact.address.region} {contact.address.postalCode}
            </p>
            <p className="rounded-2xl bg-mist p-4 text-sm text-ink-soft">
              <span className="block font-semibold text-ink">{words.online}</span>
              {words.onlineText}
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}
