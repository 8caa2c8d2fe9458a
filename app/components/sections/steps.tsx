import { Link } from "react-router";
import { Heading } from "~/components/ui/heading";

export interface Step {
  title: string;
  text: string;
  link?: { label: string; to: string };
}

/** A numbered "how it works" list: a row of cards on wide screens, a stack on phones. */
export function Steps({ steps }: { steps: Step[] }) {
  const cols = steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${cols}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
          <span
            aria-hidden="true"
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-teal-50 font-display text-lg font-semibold text-teal-800"
          >
            {i + 1}
          </span>
          <Heading as="h3" size="narrow" className="mt-4">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </Heading>
          <p className="mt-2 text-ink-soft">{step.text}</p>
          {step.link ? (
            <Link
              to={step.link.to}
              className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4 hover:text-teal-900"
            >
              {step.link.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
