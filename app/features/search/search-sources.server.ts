import { eq, sql } from "drizzle-orm";
import { aboutSeo } from "~/content/about";
import { careersSeo } from "~/content/careers";
import { creativeSeo } from "~/content/creative";
import type { AnswerPageContent } from "~/content/answer-pages/answer-page-types";
import { couplesTherapyCostPage } from "~/content/answer-pages/couples-therapy-cost";
import { discernmentCounselingPage } from "~/content/answer-pages/discernment-counseling";
import { firstSessionPage } from "~/content/answer-pages/first-session";
import { faqGroupsFor } from "~/content/faqs";
import { defaultPracticeContact, type PracticeContact } from "~/content/practice-contact";
import { feesPageHeader, feesPageSeo, feesQuickFacts, outOfNetworkSteps } from "~/content/fees-page";
import { getMatchedSeo } from "~/content/get-matched";
import { guidePath, guides, type GuideBlock } from "~/content/guides";
import { mediaSeo } from "~/content/media";
import { episodePath, episodes } from "~/content/podcasts";
import { priceOf, services } from "~/content/services";
import { sixSeo } from "~/content/six";
import { teamPageSeo } from "~/content/team-page";
import { withProfile } from "~/content/therapist-profiles";
import { therapistPath, therapists } from "~/content/therapists";
import { vibeCheckFaqsFor, vibeCheckHeader, vibeCheckSeo } from "~/content/vibe-check";
import { siteRoutes } from "~/routes";
import type { Database } from "~/db/client.server";
import { searchDocuments, type SearchKind } from "~/db/schema";

/**
 * What site search finds, besides blog posts (the database keeps those in the index itself, by a
 * trigger on blog_posts). Each source turns one content module into documents; adding a kind of
 * page to search is one entry in `searchSources`. The index is rebuilt from them at every start,
 * and when the practice saves its contact details (some answers name the office's address).
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
  /** The documents, with the practice's contact details as saved in Settings. */
  documents: (contact: PracticeContact) => SearchDocumentInput[];
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
    summary: `${asSentence(s.tagline)} ${s.summary}`,
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
    summary: `${asSentence(g.subtitle)} ${g.summary}`,
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

/** Each frequently asked question is a result of its own, linking to its answer on the page. */
const faqAnswers = (contact: PracticeContact): SearchDocumentInput[] =>
  faqGroupsFor(contact).flatMap((group) =>
    group.faqs.map((faq) => ({ key: faq.id, path: `/fees-and-faqs#faq-${faq.id}`, title: faq.question, summary: faq.answer, body: asSentence(group.title) })),
  );

const therapistProfiles = (): SearchDocumentInput[] =>
  therapists.map(withProfile).map((t) => ({
    key: t.slug,
    path: therapistPath(t),
    title: `${t.name}, ${t.credentials}`,
    summary: `${asSentence(t.role)} ${asSentence(t.oneLiner)}`,
    body: [...t.bio, t.approach, ...t.methods.map((m) => `${m.name}: ${m.gloss}`), ...t.specialties, ...t.worksWith].map(asSentence).join(" "),
  }));

/** The route table's name for a page: the words the sitemap and navigation use. */
function routeLabel(path: string): string {
  const route = siteRoutes.find((r) => r.path === path);
  if (!route) throw new Error(`search: ${path} is not in the route table`);
  return route.label;
}

/** Pages that answer a question of their own (what things cost, who we are), by their search-engine words. */
const sitePages = (contact: PracticeContact): SearchDocumentInput[] => {
  const described = (path: string, seo: { title: string; description: string }, body: string[] = []): SearchDocumentInput => ({
    key: path,
    path,
    title: routeLabel(path),
    summary: seo.description,
    body: [seo.title, ...body].map(asSentence).join(" "),
  });
  const answered = (page: AnswerPageContent) =>
    described(page.path, page.seo, [page.lede, ...page.sections.map((section) => section.title), ...page.faqs.map((faq) => `${faq.question} ${faq.answer}`)]);
  const rescue = services.find((service) => service.path === "/rescue-rebuild")!;
  return [
    answered(firstSessionPage),
    answered(couplesTherapyCostPage),
    answered(discernmentCounselingPage({ title: rescue.title, path: rescue.path, length: rescue.length, ...priceOf(rescue) })),
    described("/fees-and-faqs", { title: feesPageSeo.title, description: feesPageHeader.lede }, [
      feesPageSeo.description(),
      ...feesQuickFacts(0)
        .slice(2)
        .map((fact) => `${fact.value}: ${fact.label}`),
      ...outOfNetworkSteps.map((step) => `${step.title}. ${step.text}`),
    ]),
    described("/vibe-check", vibeCheckSeo, [vibeCheckHeader.lede, ...vibeCheckFaqsFor(contact).map((faq) => `${faq.question} ${faq.answer}`)]),
    described("/team", teamPageSeo),
    described("/about-us", aboutSeo),
    described("/get-matched", getMatchedSeo),
    described("/join-our-team", careersSeo),
    described("/media", mediaSeo),
    described("/six", sixSeo),
    described("/creative", creativeSeo),
  ];
};

export const searchSources: SearchSource[] = [
  { kind: "page", documents: sitePages },
  { kind: "faq", documents: faqAnswers },
  { kind: "therapist", documents: therapistProfiles },
  { kind: "service", documents: servicePages },
  { kind: "guide", documents: guidePages },
  { kind: "episode", documents: podcastEpisodes },
];

/** Replaces each source's documents in one transaction (a kind is never half-indexed). */
export async function syncSearchSources(
  db: Database,
  { sources = searchSources, contact = defaultPracticeContact }: { sources?: SearchSource[]; contact?: PracticeContact } = {},
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    // Several instances starting together on one PostgreSQL: one rebuilds at a time.
    await tx.execute(sql`select pg_advisory_xact_lock(727003)`);
    for (const source of sources) {
      const docs = source.documents(contact);
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
