import { feesSectionsCopy } from "~/content/fees-page";

/** The four headline figures under the page header. */
export function FeesAtAGlance({ facts }: { facts: { value: string; label: string }[] }) {
  return (
    <section aria-label={feesSectionsCopy.atAGlanceLabel} className="border-b border-line bg-cream">
      <ul className="container-page grid grid-cols-2 gap-px py-8 lg:grid-cols-4">
        {facts.map((f) => (
          <li key={f.value} className="px-2 py-3 sm:px-4">
            <span className="block font-display text-2xl text-teal-800 sm:text-3xl">{f.value}</span>
            <span className="mt-1 block text-sm text-ink-soft">{f.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
