import { Icon } from "./icons";
import { classes } from "./variants";

const marks = {
  /** What is true, included or a fit: a teal check. */
  check: { disc: "bg-teal-50 text-teal-700", icon: <Icon name="check" size={15} strokeWidth={2.4} /> },
  /** What is not: a coral dash. */
  minus: { disc: "bg-coral-50 text-coral-700", icon: <Icon name="minus" size={14} strokeWidth={2.6} /> },
};

/**
 * A list of short lines, each after its mark on a soft disc ("Is this for you?", what a program
 * includes, what the Vibe Check is and is not, how to prepare for the call). `className` spaces
 * the lines and places the list.
 */
export function MarkedList({ items, mark = "check", className = "grid gap-3" }: { items: readonly string[]; mark?: keyof typeof marks; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink">
          <span aria-hidden="true" className={classes("mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full", marks[mark].disc)}>
            {marks[mark].icon}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
