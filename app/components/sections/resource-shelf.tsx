import { Link } from "react-router";
import { Icon } from "~/components/ui/icons";
import type { ResourceKind } from "~/content/resources-hub";

export interface ShelfItem {
  to: string;
  label: string;
  /** What is there, counted: "14 articles". */
  count: string;
  description: string;
  icon: ResourceKind;
}

const TINTS: Record<ResourceKind, string> = {
  read: "bg-coral-100 text-coral-700",
  listen: "bg-teal-100 text-teal-800",
  download: "bg-sand text-teal-900",
  reflect: "bg-mist text-teal-800",
};

/** A row of large entry tiles into the parts of a section of the site, each with what it holds. */
export function ResourceShelf({ items, label }: { items: ShelfItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="group flex h-full flex-col items-start gap-3 rounded-[var(--radius-card)] border border-line/80 bg-white p-4 shadow-soft transition hover:-translate-y-0.5 hover:border-teal-700/40 hover:shadow-lift motion-reduce:hover:translate-y-0 sm:flex-row sm:gap-4 sm:p-6"
            >
              <span aria-hidden="true" className={`inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl ${TINTS[item.icon]}`}>
                <Icon name={item.icon} size={26} strokeWidth={1.7} />
              </span>
              <span className="flex w-full min-w-0 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-display text-lg leading-snug text-ink group-hover:text-teal-800 sm:text-xl">{item.label}</span>
                  <span aria-hidden="true" className="text-teal-800 transition group-hover:translate-x-0.5 motion-reduce:group-hover:translate-x-0">
                    →
                  </span>
                </span>
                <span className="mt-0.5 text-sm font-semibold text-coral-700">{item.count}</span>
                {/* Two tiles a row on a phone: the count says enough there. */}
                <span className="mt-2 hidden text-ink-soft sm:block">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
