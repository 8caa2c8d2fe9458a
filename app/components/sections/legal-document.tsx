import type { MetaDescriptor } from "react-router";
import { Breadcrumbs } from "~/components/sections/breadcrumbs";
import { VibeCheckCta } from "~/components/sections/cta-band";
import { INLINE_LINKS, SectionIndexAside, SectionIndexList, ShortVersion } from "~/components/sections/document-parts";
import { PageHeader } from "~/components/sections/page-header";
import { legalCrumbs, type LegalDocumentContent, type LegalSection, type LegalTable } from "~/content/legal/legal-types";
import { site } from "~/content/site";
import { canonicalOriginFromMatches, fullTitle, seoMeta } from "~/lib/seo";
import { breadcrumbJsonLd } from "~/lib/json-ld/breadcrumb";
import { practiceRef } from "~/lib/json-ld/practice";
import { webPageJsonLd } from "~/lib/json-ld/web-page";
import { usePracticeContact } from "~/content/practice-contact";

const CONTACT_ID = "contact";

/** A 44 px tap target whose text still lines up with its neighbours. */
const TALL_LINK = "-my-2.5 inline-block py-2.5";
const CODE_STYLE = "[&_code]:rounded-md [&_code]:bg-sand [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.85em] [&_code]:text-ink";

/** Title, description, canonical, plus WebPage (with its modified date) and breadcrumb JSON-LD. */
export function legalDocumentMeta(args: Parameters<typeof seoMeta>[0], doc: LegalDocumentContent): MetaDescriptor[] {
  const origin = canonicalOriginFromMatches(args.matches);
  return seoMeta(args, {
    ...doc.seo,
    jsonLd: [
      webPageJsonLd(origin, {
        name: fullTitle(doc.seo.title),
        path: doc.path,
        description: doc.seo.description,
        dateModified: doc.lastUpdated.iso,
        publisher: practiceRef(origin),
      }),
      breadcrumbJsonLd(origin, legalCrumbs(doc)),
    ],
  });
}

/** A policy page: header with its date, a table of contents, the text, a contact card and the Vibe Check band. */
export function LegalDocument({ document: doc }: { document: LegalDocumentContent }) {
  const toc = [...doc.sections.map((s) => ({ id: s.id, title: s.title })), { id: CONTACT_ID, title: "Contact us" }];
  return (
    <>
      <PageHeader
        top={<Breadcrumbs crumbs={legalCrumbs(doc)} />}
        eyebrow={doc.eyebrow}
        title={doc.title}
        lede={doc.lede}
        art={<LegalArt badge={doc.badge} />}
        artOnWideScreensOnly
      >
        <p className="inline-flex min-h-10 items-center gap-2 rounded-full bg-white/80 px-4 text-sm text-ink-soft ring-1 ring-line">
          <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
            <rect x="3" y="4.5" width="14" height="12" rx="2.5" />
            <path d="M3 8.5h14M7 2.75v3M13 2.75v3" />
          </svg>
          <span>
            Last updated <time dateTime={doc.lastUpdated.iso}>{doc.lastUpdated.label}</time>
          </span>
        </p>
      </PageHeader>

      <div className="container-page pt-10 sm:pt-16 lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14 xl:gap-20">
        <SectionIndexAside items={toc} />

        <div className="min-w-0">
          <details className="group mb-10 rounded-[var(--radius-card)] border border-line bg-white shadow-soft lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-[var(--radius-card)] px-5 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              On this page
              <svg
                viewBox="0 0 20 20"
                width="20"
                height="20"
                aria-hidden="true"
                className="text-teal-700 transition group-open:rotate-180 motion-reduce:transition-none"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="m5 7.5 5 5 5-5" />
              </svg>
            </summary>
            <nav aria-label="On this page" className="border-t border-line px-5 pt-2 pb-4">
              <SectionIndexList items={toc} />
            </nav>
          </details>

          {doc.summary ? <ShortVersion points={doc.summary} /> : null}

          <article className={`prose-page ${CODE_STYLE}`} aria-label={doc.title}>
            {doc.sections.map((section, i) => (
              <DocumentSection key={section.id} section={section} number={i + 1} />
            ))}
          </article>

          <ContactCard title={doc.contact.title} text={doc.contact.text} />
        </div>
      </div>

      <VibeCheckCta />
    </>
  );
}

function DocumentSection({ section, number }: { section: LegalSection; number: number }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className="scroll-mt-28 border-b border-line/70 pb-4 last:border-b-0">
      <h2 id={headingId} className="flex items-baseline gap-3">
        <span aria-hidden="true" className="font-sans text-sm font-semibold text-coral-700 tabular-nums">
          {String(number).padStart(2, "0")}
        </span>
        <span>{section.title}</span>
      </h2>
      {section.body}
      {section.table ? <StorageTable table={section.table} /> : null}
      {section.afterTable}
    </section>
  );
}

/** A real table from md up; on phones the same rows as stacked cards. */
function StorageTable({ table }: { table: LegalTable }) {
  const columnCount = table.columns.length + 1;
  return (
    <>
      <div className="my-6 hidden overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-soft md:block">
        <table className="!mb-0 w-full border-collapse text-left text-sm leading-snug">
          <caption className="sr-only">{table.caption}</caption>
          <thead className="bg-sand text-ink">
            <tr>
              <th scope="col" className="w-[38%] py-3 pr-3 pl-5 font-semibold">
                {table.nameColumn}
              </th>
              {table.columns.map((c) => (
                <th key={c} scope="col" className="px-3 py-3 font-semibold last:pr-5">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {table.groups.map((group) => (
            <tbody key={group.title}>
              <tr className="border-t border-line bg-mist/70">
                <th scope="colgroup" colSpan={columnCount} className="px-5 py-2 text-xs font-semibold tracking-wider text-teal-800 uppercase">
                  {group.title}
                </th>
              </tr>
              {group.rows.map((row, r) => (
                <tr key={r} className="border-t border-line align-top">
                  <th scope="row" className="py-3.5 pr-3 pl-5 text-left font-normal">
                    <span className="block font-semibold text-ink [&_code]:whitespace-nowrap">{row.name}</span>
                    {row.source ? <span className="mt-1 block text-[0.8rem] text-ink-soft">{row.source}</span> : null}
                  </th>
                  {row.cells.map((cell, c) => (
                    <td key={c} className="px-3 py-3.5 last:pr-5">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>

      <div className="my-6 md:hidden">
        {table.groups.map((group) => (
          <div key={group.title} className="mt-6 first:mt-0">
            {/* A label in the sans face, not a title on the display scale. */}
            <h3 className="!mt-0 !mb-3 font-sans text-xs font-semibold tracking-wider text-teal-800 uppercase">{group.title}</h3>
            <ul className="!mb-0 flex list-none flex-col gap-3 pl-0" aria-label={`${group.title}: ${table.caption.toLowerCase()}`}>
              {group.rows.map((row, r) => (
                <li key={r} className="!mb-0 rounded-[var(--radius-card)] border border-line bg-white p-4 shadow-soft">
                  <p className="!mb-0 font-semibold break-words text-ink">{row.name}</p>
                  {row.source ? <p className="!mb-0 text-sm text-ink-soft">{row.source}</p> : null}
                  <dl className="mt-3 grid grid-cols-[4.75rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 border-t border-line pt-3 text-sm leading-snug">
                    {table.columns.map((label, c) => (
                      <div key={label} className="contents">
                        <dt className="font-medium text-ink">{label}</dt>
                        <dd>{row.cells[c]}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  );
}

function ContactCard({ title, text }: { title: string; text: React.ReactNode }) {
  const contact = usePracticeContact();
  return (
    <section
      id={CONTACT_ID}
      aria-labelledby="legal-contact-heading"
      className={`mt-12 max-w-[44rem] scroll-mt-28 rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft sm:p-8 ${INLINE_LINKS}`}
    >
      {/* The legal text's own heading size (.prose-page h2), so the contact block reads as its last section. */}
      <h2 id="legal-contact-heading" className="font-display text-[clamp(1.35rem,1.1rem+1vw,1.75rem)] text-ink">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-ink-soft">{text}</p>
      <dl className="mt-6 grid gap-x-10 gap-y-4 border-t border-line pt-6 text-sm sm:grid-cols-[auto_auto_1fr]">
        <div>
          <dt className="font-semibold tracking-wider text-coral-700 uppercase">Email</dt>
          <dd className="mt-1 text-base">
            <a href={`mailto:${contact.email}`} className={`${TALL_LINK} break-all`}>
              {contact.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold tracking-wider text-coral-700 uppercase">Phone</dt>
          <dd className="mt-1 text-base">
            <a href={contact.phone.href} className={TALL_LINK}>
              {contact.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-semibold tracking-wider text-coral-700 uppercase">Mail</dt>
          <dd className="mt-1 text-base leading-relaxed text-ink">
            <address className="not-italic">
              {site.legalName}
              <br />
              {contact.address.street}
              <br />
              {contact.address.city}, {contact.address.region} {contact.address.postalCode}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

const ART_BADGES: Record<LegalDocumentContent["badge"], React.ReactNode> = {
  // A padlock: what you share stays protected.
  lock: (
    <>
      <rect x="-13" y="-4" width="26" height="20" rx="4" fill="#fdf0eb" />
      <path d="M-8-4v-6a8 8 0 0 1 16 0v6" />
      <path d="M0 4v5" />
    </>
  ),
  // A switch: you choose what runs.
  toggle: (
    <>
      <rect x="-17" y="-9" width="34" height="18" rx="9" fill="#fdf0eb" />
      <circle cx="8" cy="0" r="5.5" fill="#d56a4c" stroke="none" />
    </>
  ),
  // A heart: the ground rules, kindly put.
  heart: <path d="M0 11c-9-6-15-11-15-18a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 7-6 12-15 18z" fill="#fdf0eb" />,
};

/** Thin-line art for the header: a folded page with a small badge, the studio's line-drawing motif. */
function LegalArt({ badge }: { badge: LegalDocumentContent["badge"] }) {
  return (
    <svg viewBox="0 0 320 260" width="320" height="260" aria-hidden="true" className="mx-auto h-auto w-full max-w-[20rem]" fill="none">
      <defs>
        <linearGradient id="legal-art-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#cfe6df" />
          <stop offset="1" stopColor="#f9d9cd" />
        </linearGradient>
      </defs>
      <path d="M58 150c-18-58 28-120 96-124 70-4 128 40 126 104-2 62-58 112-126 110-52-2-80-36-96-90z" fill="url(#legal-art-glow)" opacity="0.85" />
      <g stroke="#0e5e53" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M106 54h82l34 34v128a8 8 0 0 1-8 8H106a8 8 0 0 1-8-8V62a8 8 0 0 1 8-8z" fill="#fbf7f1" />
        <path d="M188 54v26a8 8 0 0 0 8 8h26" />
        <path d="M120 104h56M120 122h80M120 140h68M120 158h76" opacity="0.55" />
        <path d="M120 190c10-8 18 6 28-2s16-6 22 0" />
      </g>
      <g transform="translate(208 150)" stroke="#d56a4c" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle r="30" fill="#fff" />
        {ART_BADGES[badge]}
      </g>
    </svg>
  );
}
