import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";
import { Heading } from "~/components/ui/heading";
import { useAdoptVisitorInput } from "~/components/performance/visitor-input";

/** One question: `id` anchors it (#faq-<id>), `link` offers one next step under the answer. */
export interface FaqEntry {
  id?: string;
  question: string;
  answer: string;
  link?: { label: string; to: string };
}

export interface FaqEntryGroup {
  id: string;
  title: string;
  faqs: FaqEntry[];
}

/** Every word of the query must appear in the question or the answer. */
export function faqMatches(query: string, text: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = text.toLowerCase();
  return words.every((w) => haystack.includes(w));
}

interface FaqProps {
  /** A flat list of questions... */
  faqs?: FaqEntry[];
  /** ...or titled groups of them. */
  groups?: FaqEntryGroup[];
  /**
   * A search box over the questions: a GET form on `param`, so it works without JavaScript (the
   * server renders the filtered list); once hydrated it filters as you type. `anchor` is the
   * section the form returns to.
   */
  search?: { param?: string; anchor?: string };
  /** data-testid of each question. */
  testId?: string;
}

/**
 * The site's one way to show questions and answers: native <details>, so they open without
 * JavaScript and work with keyboard and screen reader everywhere. Its JSON-LD twin is
 * faqPageJsonLd in lib/json-ld/faq-page.ts.
 */
export function Faq({ faqs, groups, search, testId = "faq-item" }: FaqProps) {
  const { hash } = useLocation();
  // A link to one answer (#faq-<id>, as site search gives) opens it: a browser does that on a page
  // load, not when the router scrolls to it after a navigation in the page.
  useEffect(() => {
    const target = hash.startsWith("#faq-") ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);
  const all = groups ?? [{ id: "all", title: "", faqs: faqs ?? [] }];
  if (search) return <SearchableFaq groups={all} titled={Boolean(groups)} param={search.param ?? "q"} anchor={search.anchor} testId={testId} />;
  return <FaqGroups groups={all} titled={Boolean(groups)} testId={testId} />;
}

function SearchableFaq({
  groups,
  titled,
  param,
  anchor,
  testId,
}: {
  groups: FaqEntryGroup[];
  titled: boolean;
  param: string;
  anchor?: string;
  testId: string;
}) {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const initial = params.get(param) ?? "";
  const [query, setQuery] = useState(initial);
  const [queryInAddress, setQueryInAddress] = useState(initial);
  const inputId = useId();
  const searchForm = useRef<HTMLFormElement>(null);
  // Words typed before this code ran filter the list as soon as it runs.
  useAdoptVisitorInput(searchForm, (form) => setQuery(form.querySelector("input")?.value ?? ""));
  // A new address (back, forward, a link with ?q=) replaces what is typed.
  if (initial !== queryInAddress) {
    setQueryInAddress(initial);
    setQuery(initial);
  }

  const trimmed = query.trim();
  const visible = groups
    .map((g) => ({ ...g, faqs: g.faqs.filter((f) => !trimmed || faqMatches(trimmed, `${f.question} ${f.answer}`)) }))
    .filter((g) => g.faqs.length > 0);
  const total = groups.reduce((n, g) => n + g.faqs.length, 0);
  const shown = visible.reduce((n, g) => n + g.faqs.length, 0);

  return (
    <div>
      <form
        ref={searchForm}
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
            name={param}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            className="mt-1.5 block min-h-12 w-full rounded-full border border-line bg-white px-5 text-base text-ink shadow-soft focus:border-teal-600"
          />
        </div>
        <Button type="submit">Search</Button>
      </form>
      <p className="mt-3 text-sm text-ink-soft" role="status" data-testid="faq-status">
        {trimmed ? `${shown} of ${total} questions match "${trimmed}".` : `${total} questions in ${groups.length} groups.`}
      </p>

      {visible.length === 0 ? (
        <div className="mt-6 rounded-[var(--radius-card)] border border-line bg-white p-6">
          <p className="font-semibold text-ink">No questions match that yet.</p>
          <p className="mt-1 text-ink-soft">
            Try a shorter word, or ask us directly on a free Vibe Check.{" "}
            <Link to="/vibe-check" className="inline-link">
              Book a Vibe Check
            </Link>
          </p>
        </div>
      ) : null}

      <div className="mt-8">
        <FaqGroups groups={visible} titled={titled} testId={testId} />
      </div>
    </div>
  );
}

function FaqGroups({ groups, titled, testId }: { groups: FaqEntryGroup[]; titled: boolean; testId: string }) {
  if (!titled) return <FaqItems faqs={groups[0]?.faqs ?? []} testId={testId} />;
  return (
    <div className="space-y-10">
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`faq-group-${group.id}`}>
          <Heading as="h3" id={`faq-group-${group.id}`} size="block">
            {group.title}
          </Heading>
          <div className="mt-4">
            <FaqItems faqs={group.faqs} testId={testId} />
          </div>
        </section>
      ))}
    </div>
  );
}

function FaqItems({ faqs, testId }: { faqs: FaqEntry[]; testId: string }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft">
      {faqs.map((faq) => (
        <details key={faq.id ?? faq.question} id={faq.id ? `faq-${faq.id}` : undefined} className="group" data-testid={testId}>
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-cream sm:px-6 [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <span
              aria-hidden="true"
              className="inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-teal-50 text-teal-800 transition-transform group-open:rotate-45 motion-reduce:transition-none"
            >
              <Icon name="plus" size={16} />
            </span>
          </summary>
          <div className="px-5 pb-5 text-ink-soft sm:px-6" data-testid="faq-answer">
            <p className="max-w-3xl leading-relaxed">{faq.answer}</p>
            {faq.link ? (
              <Link to={faq.link.to} className="inline-link mt-3 inline-flex min-h-11 items-center">
                {faq.link.label}
              </Link>
            ) : null}
          </div>
        </details>
      ))}
    </div>
  );
}
