import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import type { Therapist } from "~/content/therapists";
import { TherapistCard } from "./therapist-card";

/** One group of the team (leadership, or the therapists) with its introduction and cards. */
export function TeamGroupSection({
  id,
  title,
  text,
  people,
  tone,
  feature = false,
  deferred = false,
}: {
  id: string;
  title: string;
  text: string;
  people: Therapist[];
  tone: "cream" | "sand";
  /** Leadership's larger cards, two to a row. */
  feature?: boolean;
  /** Below the first screen: laid out after the first paint. */
  deferred?: boolean;
}) {
  return (
    <Section labelledBy={id} tone={tone} spacing="sm" deferred={deferred}>
      <div className="max-w-2xl">
        <Heading id={id}>{title}</Heading>
        <p className="mt-3 text-lg text-ink-soft">{text}</p>
      </div>
      <ul className={`mt-8 grid gap-6 ${feature ? "lg:grid-cols-2" : "sm:grid-cols-2 xl:grid-cols-4"}`}>
        {people.map((t) => (
          <li key={t.slug}>
            <TherapistCard therapist={t} size={feature ? "feature" : "regular"} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
