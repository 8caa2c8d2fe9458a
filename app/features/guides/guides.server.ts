import { data } from "react-router";
import { guideBySlug, guidePath, guidePdfPath, guides, type Guide } from "~/content/guides";
import { guideCrumbs } from "~/content/guides-pages";
import { credentialLine, therapistBySlug, therapistPath } from "~/content/therapists";
import { builtGuideFiles, type GuideFile } from "./guide-files.server";

export interface GuideSummary extends Pick<Guide, "slug" | "title" | "subtitle" | "summary" | "audience" | "updatedAt"> {
  path: string;
  pdfPath: string;
  file?: GuideFile;
}

function summary(g: Guide): GuideSummary {
  return {
    slug: g.slug,
    title: g.title,
    subtitle: g.subtitle,
    summary: g.summary,
    audience: g.audience,
    updatedAt: g.updatedAt,
    path: guidePath(g),
    pdfPath: guidePdfPath(g),
    file: builtGuideFiles()[g.slug],
  };
}

/** Every guide as a card (the full texts stay on the server until a guide's own page). */
export function guideSummaries(): GuideSummary[] {
  return guides.map(summary);
}

/** One guide's page: its full text, author and PDF facts, and the other guides; 404 for an unknown slug. */
export function guidePageData(slug: string) {
  const guide = guideBySlug(slug);
  if (!guide) throw data(null, { status: 404 });
  const author = therapistBySlug(guide.author);
  if (!author) throw new Error(`guide ${guide.slug}: unknown author ${guide.author}`);
  const path = guidePath(guide);
  return {
    guide,
    path,
    /** The one trail the page shows and its BreadcrumbList repeats. */
    crumbs: guideCrumbs(guide.title, path),
    pdfPath: guidePdfPath(guide),
    file: builtGuideFiles()[guide.slug],
    author: { name: author.name, credentials: credentialLine(author), role: author.role, path: therapistPath(author) },
    others: guides.filter((g) => g.slug !== slug).map(summary),
  };
}
