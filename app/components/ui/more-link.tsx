import type { ReactNode } from "react";
import { Link } from "react-router";

/** "All 14 articles →": the quiet link from a section's preview to its whole list. */
export function MoreLink({ to, children, external = false }: { to: string; children: ReactNode; external?: boolean }) {
  const className =
    "inline-flex min-h-11 items-center gap-1.5 font-semibold text-teal-800 underline decoration-teal-700/30 underline-offset-4 hover:decoration-teal-700";
  if (external) {
    // A file the router does not serve (a feed): a plain link.
    return (
      <a href={to} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={className}>
      {children} <span aria-hidden="true">→</span>
    </Link>
  );
}
