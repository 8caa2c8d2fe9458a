import { Link } from "react-router";
import type { Crumb } from "~/content/crumb";
import { Icon } from "~/components/ui/icons";

/**
 * Visible breadcrumbs (the page builds the matching BreadcrumbList JSON-LD from the same list).
 * Each chevron leads the crumb after it, so a trail that wraps on a phone never ends a line with a
 * dangling chevron; the current page takes the rest of the line and wraps inside it while it has room.
 */
export function Breadcrumbs({ crumbs, className = "" }: { crumbs: readonly Crumb[]; className?: string }) {
  return (
    <nav aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1 text-sm text-ink-soft">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.path} className={`flex items-center gap-x-1 ${last ? "min-w-40 flex-1 basis-0" : ""}`}>
              {i > 0 ? <Icon name="chevronRight" size={16} strokeWidth={2.2} className="text-ink-soft/70" /> : null}
              {last ? (
                <span aria-current="page" className="py-2 font-medium text-ink">
                  {c.name}
                </span>
              ) : (
                <Link to={c.path} className="inline-flex min-h-11 items-center rounded text-teal-800 underline-offset-4 hover:underline">
                  {c.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
