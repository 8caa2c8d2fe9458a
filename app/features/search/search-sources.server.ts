import { eq, sql } from "drizzle-orm";
import { guidePath, guides, type GuideBlock } from "~/content/guides";
import { episodePath, episodes } from "~/content/podcasts";
import { services } from "~/content/services";
import type { Database } from "~/db/client.server";
import { searchDocuments, type SearchKind } from "~/db/schema";

/**
 * What site search finds, besides blog posts (the database keeps those in the index itself, by a
 * trigger on blog_posts). Each source turns one content module into documents; adding a kind of
 * page to search is one entry in `searchSources`. The index is rebuilt from them at every start.
 */
export interface SearchDocumentInput {
  /** Unique within its kind (a slug or number). */
  key: string;
  path: string;
  title: string;
  /** One or two sentences (weighted above the body). */
  summary: string;
  /** Plain text, no markup. */
  body: string;
  publishedAt?: Date | null;
}

export interface SearchSource {
  kind: Exclude<SearchKind, "post">;
  documents: () => SearchDocumentInput[];
}

/**
 * A heading, label or list item as a sentence: with a full stop when it has no closing
 * punctuation (a closing quote after it counts), so a search snippet does not run it into the text that follows.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return !trimmed || /[.!?:;…]["'”’]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

const servicePages = (): SearchDocumentInput[] =>
  services.map((s) => ({
    key: s.slug,
    path: s.path,
    title: s.title,
    summary: `${s.tagline}. ${s.summary}`,
    body: [
      s.subtitle,
      s.audience,
      ...s.fits,
      ...s.helpsWith,
      ...s.howItWorks.map((step) => `${step.title}. ${step.text}`),
      s.length,
      s.format.note,
      ...s.included,
      ...s.faqs.map((f) => `${f.question} ${f.answer}`),
    ]
      .map(asSentence)
      .join(" "),
  }));

function blockText(block: GuideBlock): string[] {
  switch (block.kind) {
    case "paragraph":
      return [block.text];
    case "checklist":
    case "bullets":
      return block.items;
    case "steps":
      return block.items.map((i) => `${i.title}. ${i.text}`);
    case "script":
      return [block.label, ...block.lines];
    case "note":
      return [block.title, block.text];
  }
}

const guidePages = (): SearchDocumentInput[] =>
  guides.map((g) => ({
    key: g.slug,
    path: guidePath(g),
    title: g.title,
    summary: `${g.subtitle}. ${g.summary}`,
    body: [...g.intro, ...g.sections.flatMap((s) => [s.heading, ...s.blocks.flatMap(blockText)]), g.closing.heading, g.closing.text].map(asSentence).join(" "),
  }));

const BLOCK_MARK = /^\s{0,3}(?:#{1,6}|[-*+]|\d+\.|>)\s+/;

/**
 * Markdown to the words a reader sees: links keep their text, emphasis and list marks go, and a
 * heading or list item reads as a sentence of its own.
 */
export function markdownText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .split("\n")
    .map((line) => (BLOCK_MARK.test(line) ? asSentence(line.replace(BLOCK_MARK, "")) : line))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

const podcastEpisodes = (): SearchDocumentInput[] =>
  episodes().map((e) => ({
    key: String(e.number),
    path: episodePath(e),
    title: e.title,
    summary: e.summary,
    body: `${markdownText(e.showNotesMarkdown)} ${markdownText(e.transcriptMarkdown)}`,
    publishedAt: new Date(e.publishedAt),
  }));

export const searchSources: SearchSource[] = [
  { kind: "service", documents: servicePages },
  { kind: "guide", documents: guidePages },
  { kind: "episode", documents: podcastEpisodes },
];

/** Replaces each source's documents in one transaction (a kind is never half-indexed). */
export async function syncSearchSources(db: Database, sources: SearchSource[] = searchSources): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Several instances starting together on one PostgreSQL: one rebuilds at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    for (const source of sources) {
      const docs = source.documents();
      await tx.delete(searchDocuments).where(eq(searchDocuments.kind, source.kind));
      if (docs.length) {
        await tx.insert(searchDocuments).values(
          docs.map((d) => ({
            kind: source.kind,
            key: d.key,
            path: d.path,
            title: d.title,
            summary: d.summary,
            body: d.body,
            publishedAt: d.publishedAt ?? null,
          })),
        );
      }
      counts[source.kind] = docs.length;
    }
  });
  return counts;
}
