import { useEffect, useId, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { FaqGroup } from "~/content/faqs";
import { PlusIcon } from "~/components/ui/icons";

/** Every word of the query must appear in the question or the answer. */
export function faqMatches(query: string, text: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

/**
 * Grouped FAQs as native <details> accordions (keyboard operable everywhere, open without
 * JavaScript) with a search box. The search is a GET form on `q`, so it works without
 * JavaScript too (the server renders the filtered list); once hydrated it filters as you type.
 */
export function FaqAccordion({ groups, searchParam = "q", anchor }: { groups: FaqGroup[]; searchParam?: string; anchor?: string }) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const initial = params.get(searchParam) ?? "";
  const [query, setQuery] = useState(initial);
  const inputId = useId();
  useEffect(() => setQuery(initial), [initial]);

  const trimmed = query.trim();
  const visible = groups
    .map((g) => ({ ...g, faqs: g.faqs.filter((f) => !trimmed || faqMatches(trimmed, `${f.question} ${f.answer}`)) }))
    .filter((g) => g.faqs.length > 0);
  const total = groups.reduce((n, g) => n + g.faqs.length, 0);
  const shown = visible.reduce((n, g) => n + g.faqs.length, 0);

  return (
    <div>
      <form
        method="get"
        action={anchor ? `${pathname}#${anchor}` : pathname}
        role="search"
        className="flex max-w-xl flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => event.preventDefault()}
        aria-label="Search the FAQs"
      >
        <div className="flex-1">
          <label htmlFor={inputId} className="block text-sm font-semibold text-ink">
            Search the questions
          </label>
          <input
            id={inputId}
            type="search"
            name={searchParam}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            className="mt-1.5 block min-h-12 w-full rounded-full border border-line bg-white px-5 text-base text-ink shadow-soft focus:border-teal-600"
          />
        </div>
        <button type="submit" className="inline-flex min-h-12 items-center justify-center rounded-full bg-teal-700 px-6 font-semibold text-white hover:bg-teal-800">
          Search
        </button>
      </form>
      <p className="mt-3 text-sm text-ink-soft" role="status" data-testid="faq-status">
        {trimmed ? `${shown} of ${total} questions match "${trimmed}".` : `${total} questions in ${groups.length} groups.`}
      </p>

      {visible.length === 0 ? (
        <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-6">
          <p className="font-semibold text-ink">No questions match that yet.</p>
          <p className="mt-1 text-ink-soft">
            Try a shorter word, or ask us directly on a free Vibe Check. <Link to="/vibe-check" className="font-semibold text-teal-800 underline underline-offset-4">Request a Vibe Check</Link>
          </p>
        </div>
      ) : null}

      <div className="mt-8 space-y-10">
        {visible.map((group) => (
          <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
            <h3 id={`faq-group-${group.id}`} className="font-display text-xl text-ink sm:text-2xl">
              {group.title}
            </h3>
            <div className="mt-4 divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
              {group.faqs.map((faq) => (
                <details key={faq.id} id={`faq-${faq.id}`} className="group" data-testid="faq-item">
                  <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-cream sm:px-6 [&::-webkit-details-marker]:hidden">
                    <span>{faq.question}</span>
                    <span aria-hidden="true" className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800 transition-transform group-open:rotate-45">
                      <PlusIcon size={16} />
                    </span>
                  </summary>
                  <div className="px-5 pb-5 text-ink-soft sm:px-6" data-testid="faq-answer">
                    <p className="max-w-3xl leading-relaxed">{faq.answer}</p>
                    {faq.link ? (
                      <Link to={faq.link.to} className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-4">
                        {faq.link.label}
                      </Link>
                    ) : null}
                  </div>
                </details>
              ))}
            </div>
          </section>
        ))}
      </div>
    </div>
  );
}

export function faqPageJsonLd(groups: FaqGroup[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: groups.flatMap((g) =>
      g.faqs.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })),
    ),
  };
}
