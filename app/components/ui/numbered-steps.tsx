import { Link } from "react-router";
import { Heading } from "./heading";
import { classes } from "./variants";

const discSizes = { sm: "h-8 w-8 text-base", md: "h-10 w-10 text-lg" };
/** Lines up a step's first line of text with the middle of its disc. */
const textOffsets = { sm: "pt-1", md: "pt-2" };

/**
 * A step's number on a teal disc. The list around it is an `<ol>`, which already tells a screen
 * reader the order, so the disc is hidden from it.
 */
export function StepNumber({ n, size = "md" }: { n: number; size?: keyof typeof discSizes }) {
  return (
    <span
      aria-hidden="true"
      className={classes("inline-flex shrink-0 items-center justify-center rounded-full bg-teal-700 font-display text-white", discSizes[size])}
    >
      {n}
    </span>
  );
}

/**
 * A numbered list of steps, each a disc beside its title and its text: how to use out-of-network
 * benefits, how to apply, a guide's steps, what to do after a quiz. A step may be a single line
 * with no title. `className` spaces the steps and places the list.
 */
export function NumberedSteps({
  steps,
  size = "md",
  className = "space-y-5",
}: {
  steps: readonly { title?: string; text: string }[];
  size?: keyof typeof discSizes;
  className?: string;
}) {
  return (
    <ol className={className}>
      {steps.map((step, i) => (
        <li key={step.title ?? step.text} className="flex gap-4">
          <StepNumber n={i + 1} size={size} />
          <div className={textOffsets[size]}>
            {step.title ? <p className="font-semibold text-ink">{step.title}</p> : null}
            <p className={step.title ? "mt-1 leading-relaxed text-ink-soft" : "leading-relaxed text-ink"}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

interface Step {
  title: string;
  text: string;
  link?: { label: string; to: string };
}

/** A numbered "how it works" list of cards, each step's number above its title: a row on wide screens, a stack on phones. */
export function StepCards({ steps }: { steps: readonly Step[] }) {
  const cols = steps.length >= 5 ? "lg:grid-cols-5" : steps.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <ol className={`grid gap-4 sm:grid-cols-2 ${cols}`}>
      {steps.map((step, i) => (
        <li key={step.title} className="relative flex flex-col rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
          <StepNumber n={i + 1} />
          <Heading as="h3" size="narrow" className="mt-4">
            <span className="sr-only">Step {i + 1}: </span>
            {step.title}
          </Heading>
          <p className="mt-2 text-ink-soft">{step.text}</p>
          {step.link ? (
            <Link to={step.link.to} className="inline-link mt-3 inline-flex min-h-11 items-center">
              {step.link.label}
            </Link>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
