import type { ReactNode } from "react";
import { Icon } from "./icons";
import { classes } from "./variants";

function Disc({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span aria-hidden="true" className={classes("mt-0.5 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full", tone)}>
      {children}
    </span>
  );
}

function Dot({ tone }: { tone: string }) {
  return <span aria-hidden="true" className={classes("mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full", tone)} />;
}

const marks = {
  /** What is true, included or a fit: a teal check on a soft disc. */
  check: {
    item: "text-ink",
    mark: (
      <Disc tone="bg-teal-50 text-teal-700">
        <Icon name="check" size={15} strokeWidth={2.4} />
      </Disc>
    ),
  },
  /** What is not: a coral dash on a soft disc. */
  minus: {
    item: "text-ink",
    mark: (
      <Disc tone="bg-coral-50 text-coral-700">
        <Icon name="minus" size={14} strokeWidth={2.6} />
      </Disc>
    ),
  },
  /** A plainer list inside a card or beside prose (a policy, a job's application): a bare teal check; the text keeps the list's colour. */
  tick: { item: "", mark: <Icon name="check" size={20} className="mt-0.5 text-teal-700" /> },
  /** The same on a dark teal band. */
  tickOnDark: { item: "", mark: <Icon name="check" size={20} className="mt-0.5 text-coral-100" /> },
  /** A plain bullet: points that are neither promises nor refusals (a job's requirements, what to send). */
  dot: { item: "", mark: <Dot tone="bg-teal-700" /> },
  /** A bullet for the limits we keep (what we won't comment on). */
  coralDot: { item: "", mark: <Dot tone="bg-coral-700" /> },
};

/**
 * A list of short lines, each after its mark ("Is this for you?", what a program includes, what
 * the Vibe Check is and is not, how to prepare for the call). `className` spaces the lines, places
 * the list and, for the ticks, colours the text.
 */
export function MarkedList({ items, mark = "check", className = "grid gap-3" }: { items: readonly string[]; mark?: keyof typeof marks; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={classes("flex items-start gap-3", marks[mark].item)}>
          {marks[mark].mark}
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

const pillTones = {
  light: { pill: "bg-white/70 text-teal-900 ring-line", check: "text-teal-700" },
  dark: { pill: "bg-white/10 text-teal-50 ring-white/15", check: "text-coral-100" },
};

/** A few short perks as a row of checked pills (what the newsletter brings), on a light page or a dark band. */
export function CheckedPills({ items, tone, className }: { items: readonly string[]; tone: keyof typeof pillTones; className?: string }) {
  return (
    <ul className={classes("flex flex-wrap gap-2", className)}>
      {items.map((item) => (
        <li key={item} className={classes("inline-flex items-center gap-1.5 rounded-full px-3.5 py-1.5 ring-1", pillTones[tone].pill)}>
          <Icon name="check" size={16} className={pillTones[tone].check} />
          {item}
        </li>
      ))}
    </ul>
  );
}
