import { Heading } from "~/components/ui/heading";
import { Link } from "react-router";
import { guideCardCopy } from "~/content/guide-cards";
import type { Guide } from "~/content/guides";
import type { GuideFile } from "./guide-files.server";
import type { GuideSummary } from "./guides.server";
import { ButtonLink } from "~/components/ui/button";
import { Icon } from "~/components/ui/icons";

/** The first page of a guide's PDF, drawn small: decorative, the title is always in text beside it. */
export function GuideCover({ guide, size = "md", className = "" }: { guide: Pick<Guide, "title" | "audience">; size?: "sm" | "md"; className?: string }) {
  const small = size === "sm";
  return (
    <div
      aria-hidden="true"
      className={`relative aspect-[17/22] overflow-hidden rounded-2xl bg-teal-900 text-white shadow-lift ${small ? "p-3.5" : "p-8"} ${className}`}
    >
      <div className={`pointer-events-none absolute rounded-full bg-teal-600/45 ${small ? "-top-6 -right-6 h-16 w-16" : "-top-10 -right-10 h-32 w-32"}`} />
      <div
        className={`pointer-events-none absolute rounded-full border-coral-500/60 ${small ? "-top-3 -right-1 h-8 w-8 border-[3px]" : "-top-6 -right-2 h-16 w-16 border-[6px]"}`}
      />
      <p className={`relative font-semibold tracking-[0.16em] text-coral-100 uppercase ${small ? "text-[0.5rem]" : "text-xs"}`}>{guideCardCopy.coverLabel}</p>
      <p className={`relative max-w-[85%] font-display leading-tight ${small ? "mt-1.5 text-sm" : "mt-2 text-3xl"}`}>{guide.title}</p>
      {small ? null : <p className="relative mt-3 text-sm text-teal-100">{guide.audience}</p>}
      <div className={`relative ${small ? "mt-4 space-y-1.5" : "mt-10 space-y-3"}`}>
        {[0.92, 0.78, 0.85, 0.6, 0.7].map((w) => (
          <div key={w} className={`flex items-center ${small ? "gap-1.5" : "gap-2.5"}`}>
            <span className={`shrink-0 border border-teal-100/70 ${small ? "h-2 w-2 rounded-[2px]" : "h-3.5 w-3.5 rounded-[4px]"}`} />
            <span className={`rounded-full bg-white/25 ${small ? "h-1" : "h-1.5"}`} style={{ width: `${w * 100}%` }} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** "PDF · 4 pages · 52 KB": what the download is, before anyone taps it. */
export function pdfFacts(file: GuideFile | undefined): string {
  return guideCardCopy.pdfFacts(file && { pages: file.pages, kilobytes: Math.round(file.bytes / 1024) });
}

/** The download link: a plain link to the file, nothing to fill in first. */
export function GuideDownloadLink({ title, pdfPath, file, className = "" }: { title: string; pdfPath: string; file?: GuideFile; className?: string }) {
  return (
    <ButtonLink
      to={pdfPath}
      reloadDocument
      download
      data-testid="guide-download"
      aria-label={guideCardCopy.downloadLabel(title, pdfFacts(file))}
      className={className}
    >
      <Icon name="saveFile" size={18} strokeWidth={2} />
      {guideCardCopy.download}
    </ButtonLink>
  );
}

/** A guide in a list: cover, title, summary, its page and a direct download. */
export function GuideCard({ guide, headingLevel = 3, compact = false }: { guide: GuideSummary; headingLevel?: 2 | 3; compact?: boolean }) {
  return (
    <article
      className={`grid h-full gap-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-soft sm:gap-6 sm:p-6 ${compact ? "" : "sm:grid-cols-[8rem_1fr]"}`}
      data-testid="guide-card"
    >
      {/* On a phone the cover would squeeze the text into a narrow column: the text goes first. */}
      {compact ? null : <GuideCover guide={guide} size="sm" className="hidden self-start sm:block" />}
      <div className="flex min-w-0 flex-col">
        <p className="text-sm font-semibold text-coral-700">{guide.audience}</p>
        <Heading as={headingLevel === 2 ? "h2" : "h3"} size="tile" className="mt-1">
          <Link to={guide.path} className="underline-offset-4 hover:underline">
            {guide.title}
          </Link>
        </Heading>
        <p className="mt-2 flex-1 text-ink-soft">{guide.summary}</p>
        <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2">
          <GuideDownloadLink title={guide.title} pdfPath={guide.pdfPath} file={guide.file} />
          <Link to={guide.path} className="inline-link inline-flex min-h-11 items-center text-sm">
            {guideCardCopy.readOnline}
          </Link>
        </div>
        <p className="mt-2 text-sm text-ink-soft">{guideCardCopy.noSignUp(pdfFacts(guide.file))}</p>
      </div>
    </article>
  );
}

/** Header art of the guides index: three covers fanned out like printouts on a table. */
export function GuideCoverStack({ guides }: { guides: { slug: string; title: string; audience: string }[] }) {
  const place = ["-rotate-6 translate-x-2", "rotate-3 -translate-y-3 z-10", "rotate-[8deg] -translate-x-2 translate-y-2"];
  return (
    <div aria-hidden="true" className="grid grid-cols-3 items-center gap-0 py-6">
      {guides.map((g, i) => (
        <GuideCover key={g.slug} guide={g} size="sm" className={`w-36 ${place[i] ?? ""}`} />
      ))}
    </div>
  );
}
