import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import { credentialsGlossary, credentialsGlossaryCopy as copy } from "~/content/team-page";

/** "What all those letters mean": the credentials the team's names carry. */
export function CredentialsGlossary() {
  return (
    <Section labelledBy="glossary-heading" tone="cream" spacing="sm" deferred>
      <Heading id="glossary-heading" size="panel">
        {copy.heading}
      </Heading>
      <p className="mt-3 max-w-2xl text-ink-soft">{copy.intro}</p>
      <dl className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {credentialsGlossary.map((g) => (
          <div key={g.term} className="rounded-[var(--radius-card)] border border-line bg-white p-5">
            <dt className="font-display text-lg text-teal-800">{g.term}</dt>
            <dd className="mt-1.5 text-sm leading-relaxed text-ink-soft">{g.meaning}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
