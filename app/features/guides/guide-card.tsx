import { Link } from "react-router";
import type { Guide } from "~/content/guides";
import type { GuideFile } from "./guide-files.server";
import type { GuideSummary } from "./guides.server";

/** The first page of a guide's PDF, drawn small: decorative, the title is always in text beside it. */
export function GuideCover({ guide, size = "md" }: { guide: Pick<Guide, "title" | "audience">; size?: "sm" | "md" }) {
  const small = size === "sm";
  return (
    <div aria-hidden="true" className={`relative overflow-hidden rounded-2xl bg-teal-900 text-white shadow-lift ${small ? "aspect-[16/9] p-5" : "aspect-[17/22] p-8"}`}>
      <div className="pointer-events-none absolute -top-10 -right-10 h-32 w-32 rounded-full bg-teal-600/45" />
      <div className="pointer-events-none absolute -top-6 -right-2 h-16 w-16 rounded-full border-[6px] border-coral-500/60" />
      <p className={`relative font-semibold tracking-[0.16em] text-coral-100 uppercase ${small ? "text-[0.65rem]" : "text-xs"}`}>Free guide</p>
      <p className={`relative mt-2 max-w-[80%] font-display leading-tight ${small ? "text-xl" : "text-4xl"}`}>{guide.title}</p>
      {small ? null : (
        <>
          <p className="relative mt-3 text-sm text-teal-100">{guide.audience}</p>
          <div className="relative mt-10 space-y-3">
            {[0.92, 0.78, 0.85, 0.6, 0.7].map((w) => (
              <div key={w} className="flex items-center gap-2.5">
                <span className="h-3.5 w-3.5 shrink-0 rounded-[4px] border border-teal-100/70" />
                <span className="h-1.5 rounded-full bg-white/25" style={{ width: `${w * 100}%` }} />
              </div>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** "PDF · 4 pages · 52 KB": what the download is, before anyone taps it. */
export function pdfFacts(file: GuideFile | undefined): string {
  if (!file) return "PDF";
  return `PDF · ${file.pages} pages · ${Math.round(file.bytes / 1024)} KB`;
}

/** The download link: a plain link to the file, nothing to fill in first. */
export function GuideDownloadLink({ title, pdfPath, file, className = "" }: { title: string; pdfPath: string; file?: GuideFile; className?: string }) {
  return (
    <a
      href={pdfPath}
      download
      data-testid="guide-download"
      aria-label={`Download the PDF of ${title} (${pdfFacts(file)})`}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full bg-teal-700 px-5 font-semibold text-white hover:bg-teal-800 ${className}`}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      Download the PDF
    </a>
  );
}

/** A guide in a list: cover, title, summary, its page and a direct download. */
export function GuideCard({ guide, headingLevel = 3 }: { guide: GuideSummary; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:p-6" data-testid="guide-card">
      <GuideCover guide={guide} size="sm" />
      <p className="mt-5 text-sm font-semibold text-coral-700">{guide.audience}</p>
      <Heading className="mt-1 font-display text-2xl leading-snug text-ink">
        <Link to={guide.path} className="underline-offset-4 hover:underline">
          {guide.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-ink-soft">{guide.summary}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
        <GuideDownloadLink title={guide.title} pdfPath={guide.pdfPath} file={guide.file} />
        <span className="text-sm text-ink-soft">{pdfFacts(guide.file)}</span>
      </div>
    </article>
  );
}
