import type { ReactNode } from "react";
import { Link } from "react-router";
import { guideSafetyLine, type Guide } from "~/content/guides";
import { guidePage as copy } from "~/content/guides-pages";
import { newsletterSection } from "~/content/newsletter";
import { GuideDownloadLink, pdfFacts } from "./guide-card";
import type { GuideFile } from "./guide-files.server";
import { formatLongDate } from "~/lib/dates";

const link = "inline-link";

/** Above a guide's text: who wrote it, when it changed, and the file. */
export function GuideByline({ guide, author, file }: { guide: Guide; author: { name: string; credentials: string; path: string }; file?: GuideFile }) {
  return (
    <p className="mb-8 text-sm text-ink-soft">
      By{" "}
      <Link to={author.path} className={link}>
        {author.name}
      </Link>
      , {author.credentials} · Updated {formatLongDate(guide.updatedAt)} · {pdfFacts(file)}, no email needed
    </p>
  );
}

/** After a guide's text: its closing line and the service it leads to. */
export function GuideClosing({ guide }: { guide: Guide }) {
  return (
    <>
      <p className="mt-12 max-w-3xl border-t border-line pt-6 text-ink-soft">
        {guide.closing.text}{" "}
        <Link to={guide.relatedService.path} className={link}>
          About {guide.relatedService.label}
        </Link>
      </p>
      <p className="mt-6 max-w-3xl rounded-2xl bg-coral-50 p-5 text-sm text-ink" data-testid="guide-safety-line">
        {guideSafetyLine}
      </p>
    </>
  );
}

/** Beside a guide's text: the PDF to keep, and the newsletter (the page passes its signup button). */
export function GuideKeepAside({ title, pdfPath, file, newsletterAction }: { title: string; pdfPath: string; file?: GuideFile; newsletterAction: ReactNode }) {
  return (
    <aside aria-label={copy.keepLabel} className="lg:sticky lg:top-28 lg:self-start">
      <div className="rounded-[var(--radius-card)] border border-line bg-white p-6 shadow-soft">
        <p className="font-display text-xl text-ink">{copy.keepTitle}</p>
        <p className="mt-2 text-sm text-ink-soft">{copy.keepText(pdfFacts(file))}</p>
        <GuideDownloadLink title={title} pdfPath={pdfPath} file={file} className="mt-4" />
      </div>
      <div className="mt-5 rounded-[var(--radius-card)] bg-teal-900 p-6 text-white shadow-soft">
        <p className="font-display text-xl">{newsletterSection.heading}</p>
        <p className="mt-2 text-sm text-teal-50">{copy.newsletterText}</p>
        {newsletterAction}
      </div>
    </aside>
  );
}
