import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonFill } from "./button";
import { Icon } from "./icons";
import { classes } from "./variants";

const tones = {
  plain: { tile: "border border-line bg-white text-ink hover:border-teal-200", text: "text-ink-soft" },
  // The one next step a page wants most (the link page's Vibe Check): the primary fill.
  featured: { tile: buttonFill("primary"), text: "text-teal-50" },
};

/**
 * A whole tile that is one link: a bold title, a line under it and an arrow on the right ("other
 * services", a match's alternatives, what a practice offers, the link page). `extra` sits under the
 * line, such as a price.
 */
export function LinkTile({
  to,
  title,
  text,
  extra,
  tone = "plain",
}: {
  to: string;
  title: string;
  text: string;
  extra?: ReactNode;
  tone?: keyof typeof tones;
}) {
  return (
    <Link
      to={to}
      className={classes("flex min-h-16 items-center justify-between gap-3 rounded-2xl px-5 py-3 shadow-soft transition hover:shadow-lift", tones[tone].tile)}
    >
      <span>
        <span className="block font-semibold">{title}</span>
        <span className={classes("block text-sm", tones[tone].text)}>{text}</span>
        {extra}
      </span>
      <Icon name="arrow" size={18} className={classes("shrink-0", tone === "plain" && "text-teal-700")} />
    </Link>
  );
}
