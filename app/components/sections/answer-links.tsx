import { Link } from "react-router";
import { Heading } from "~/components/ui/heading";
import { Section } from "~/components/ui/section";
import type { AnswerLink } from "~/content/answer-pages/answer-page-types";
import { keepNamesTogether } from "~/content/product-names";

/** A band of pages to read next: each card is one link, the whole card its tap target. */
export function AnswerLinks({
  id,
  title,
  intro,
  links,
  tone = "sand",
}: {
  id: string;
  title: string;
  intro?: string;
  links: AnswerLink[];
  tone?: "sand" | "cream";
}) {
  return (
    <Section deferred tone={tone} labelledBy={id} title={title} headingSize="subsection">
      {intro ? <p className="mt-3 max-w-2xl text-lg text-ink-soft">{intro}</p> : null}
      <ul className={`mt-8 grid gap-5 ${links.length === 2 ? "md:grid-cols-2" : "md:grid-cols-3"}`}>
        {links.map((r) => (
          <li
            key={r.to}
            className="relative rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft transition hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
          >
            <Heading as="h3" size="item">
              <Link to={r.to} className="text-teal-800 underline-offset-4 after:absolute after:inset-0 after:rounded-[var(--radius-card)] hover:underline">
                {keepNamesTogether(r.label)}
              </Link>
            </Heading>
            <p className="mt-2 text-ink-soft">{r.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
