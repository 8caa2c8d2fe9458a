export interface Faq {
  question: string;
  answer: string;
}

/** Questions and answers as native disclosure widgets: keyboard and screen-reader ready, no script. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft">
      {faqs.map((f) => (
        <details key={f.question} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink marker:hidden hover:bg-cream sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{f.question}</span>
            <svg
              viewBox="0 0 20 20"
              width="20"
              height="20"
              aria-hidden="true"
              className="shrink-0 text-teal-700 transition-transform duration-200 group-open:rotate-45"
            >
              <path d="M10 4v12M4 10h12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <p className="px-5 pb-5 text-ink-soft sm:px-6">{f.answer}</p>
        </details>
      ))}
    </div>
  );
}
