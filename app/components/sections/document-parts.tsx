import type { ReactNode } from "react";
import { Heading } from "~/components/ui/heading";

/**
 * What a long document page is made of, shared by the legal statements and the answer pages:
 * the numbered index of its sections beside it on a laptop, and "The short version" card.
 */

/** Links inside cards that sit outside `prose-page` get the same look as prose links. */
export const INLINE_LINKS = "[&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline [&_a]:underline-offset-[3px] hover:[&_a]:text-teal-900";

export interface IndexEntry {
  id: string;
  title: string;
}

/** The sections as a numbered list of in-page links: a full tap target on a phone, tighter beside the text on a laptop. */
export function SectionIndexList({ items }: { items: IndexEntry[] }) {
  return (
    <ol className="mt-3 border-l border-line">
      {items.map((item, i) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="-ml-px flex min-h-11 items-center gap-3 border-l-2 border-transparent py-1.5 pl-4 text-[0.95rem] leading-snug text-ink-soft transition-colors hover:border-teal-600 hover:text-teal-800 lg:min-h-9 lg:text-sm"
          >
            <span aria-hidden="true" className="w-5 shrink-0 text-xs text-ink-soft/80 tabular-nums">
              {String(i + 1).padStart(2, "0")}
            </span>
            <span>{item.title}</span>
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The index in the left column on a laptop, kept in view while the text scrolls. */
export function SectionIndexAside({ items }: { items: IndexEntry[] }) {
  return (
    <aside className="hidden lg:block">
      <nav aria-label="On this page" className="sticky top-[120px]">
        <p className="text-xs font-semibold tracking-wider text-coral-700 uppercase">On this page</p>
        <SectionIndexList items={items} />
      </nav>
    </aside>
  );
}

/** "The short version": the document's points in a few lines, each with a circled check. */
export function ShortVersion({ points }: { points: ReactNode[] }) {
  return (
    <section aria-labelledby="short-version-heading" className={`mb-4 max-w-[44rem] rounded-[var(--radius-card)] bg-mist p-6 sm:p-8 ${INLINE_LINKS}`}>
      <Heading id="short-version-heading" size="block">
        The short version
      </Heading>
      <ul className="mt-4 space-y-3">
        {points.map((point, i) => (
          <li key={i} className="flex gap-3 leading-relaxed text-ink">
            <svg
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              className="mt-0.5 shrink-0 text-teal-700"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <circle cx="10" cy="10" r="8" />
              <path d="m6.5 10.2 2.4 2.3 4.6-4.8" />
            </svg>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
