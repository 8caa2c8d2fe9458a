import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
// zod itself rather than ~/lib/zod (content imports nothing of the app's helpers): this module
// only runs on the server, where the browser's script policy that lib/zod configures for is absent.
import { z } from "zod";
import { episodePath, episodeTranscriptPath, podcastShow } from "./podcast-show";
import { therapistBySlug } from "./therapists";
import { blogTopicSlugs, type BlogTopic } from "./blog-taxonomy";
import { keepNamesTogether } from "./product-names";

/**
 * "The Clarity Drip": one Markdown file per episode in app/content/podcasts/, named
 * `<number padded to 2>-<slug>.md`: YAML front matter, then exactly two sections, `## Show notes`
 * and `## Transcript`. This module reads and checks them (server only: it reads the disk) and
 * exports them sorted by number. A file that breaks the format stops the server at start with its
 * name and the reason, so a bad episode never reaches a visitor.
 */
export interface Episode {
  number: number;
  slug: string;
  title: string;
  summary: string;
  /** ISO 8601 time, UTC. */
  publishedAt: string;
  durationSeconds: number;
  /** Therapist slugs. */
  host: string;
  guests: string[];
  topics: BlogTopic[];
  showNotesMarkdown: string;
  transcriptMarkdown: string;
  /** Full names of the host and guests, the only speaker labels a transcript may use. */
  speakers: string[];
}

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const therapistSlug = z.string().refine((s) => therapistBySlug(s) !== undefined, { message: "is not a therapist slug of app/content/therapists.ts" });

const frontMatterSchema = z
  .object({
    number: z.number().int().min(1).max(999),
    slug: z.string().regex(kebab, "must be kebab-case").max(80),
    title: z.string().trim().min(1).max(120),
    summary: z.string().trim().min(1).max(200),
    publishedAt: z.union([z.iso.datetime({ offset: true }), z.date().transform((d) => d.toISOString())]),
    duration: z.number().int().min(60).max(3600),
    host: therapistSlug,
    guests: z.array(z.object({ slug: therapistSlug }).strict()).max(3),
    topics: z.array(z.enum(blogTopicSlugs)).min(1).max(3),
  })
  .strict();

/** Same-site paths only: `/vibe-check`, `/resources/...#anchor`; never `//host` or a scheme. */
const SITE_LINK = /^\/(?![/\\])[A-Za-z0-9\-._~/#?=&%]*$/;

export function parseEpisodeFile(fileName: string, text: string): Episode {
  const fail = (reason: string): never => {
    throw new Error(`app/content/podcasts/${fileName}: ${reason}`);
  };
  const normalized = text.replace(/\r\n?/g, "\n");
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(normalized);
  if (!match) return fail("must start with YAML front matter between two --- lines");
  let data: unknown;
  try {
    data = parseYaml(match[1]!, { uniqueKeys: true, prettyErrors: false });
  } catch (error) {
    return fail(`front matter is not valid YAML (${(error as Error).message.split("\n")[0]})`);
  }
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    return fail(parsed.error.issues.map((i) => `${i.path.join(".") || "front matter"} ${i.message}`).join("; "));
  }
  const fm = parsed.data;
  const expectedName = `${String(fm.number).padStart(2, "0")}-${fm.slug}.md`;
  if (fileName !== expectedName) fail(`file name must be ${expectedName}`);
  const guests = fm.guests.map((g) => g.slug);
  if (guests.includes(fm.host)) fail("the host cannot also be a guest");

  const body = match[2]!;
  if (/^# /m.test(body)) fail("no # headings: the page title is the episode title");
  if (/<\/?[a-z][^>]*>/i.test(body)) fail("no raw HTML");
  const headings = [...body.matchAll(/^##(?!#)\s*(.*)$/gm)].map((m) => m[1]!.trim());
  if (headings.length !== 2 || headings[0] !== "Show notes" || headings[1] !== "Transcript") {
    fail(`the body needs exactly two sections, "## Show notes" then "## Transcript" (found: ${headings.map((h) => `"${h}"`).join(", ") || "none"})`);
  }
  if (body.slice(0, body.indexOf("## Show notes")).trim() !== "") fail("nothing may come before ## Show notes");
  const showNotesMarkdown = body.slice(body.indexOf("## Show notes") + "## Show notes".length, body.indexOf("## Transcript")).trim();
  const transcriptMarkdown = body.slice(body.indexOf("## Transcript") + "## Transcript".length).trim();
  if (!showNotesMarkdown) fail("the show notes are empty");
  if (!transcriptMarkdown) fail("the transcript is empty");

  for (const [, url] of body.matchAll(/\]\(([^)\s]*)[^)]*\)/g)) {
    if (!SITE_LINK.test(url!)) fail(`links go to this site's pages only (found "${url}")`);
  }
  const speakers = [fm.host, ...guests].map((slug) => therapistBySlug(slug)!.name);
  const labels = new Set([...transcriptMarkdown.matchAll(/^\*\*([^*]+?):\*\*/gm)].map((m) => m[1]!.trim()));
  if (labels.size === 0) fail("the transcript has no speaker labels (**Full Name:**)");
  for (const label of labels) if (!speakers.includes(label)) fail(`speaker "${label}" is neither the host nor a guest (${speakers.join(", ")})`);

  return {
    number: fm.number,
    slug: fm.slug,
    title: keepNamesTogether(fm.title),
    summary: fm.summary,
    publishedAt: new Date(fm.publishedAt).toISOString(),
    durationSeconds: fm.duration,
    host: fm.host,
    guests,
    topics: fm.topics,
    showNotesMarkdown,
    transcriptMarkdown,
    speakers,
  };
}

/** Checks that hold across episodes: unique numbers and slugs, publish dates rising with the number. */
export function checkEpisodeSet(list: Episode[]): Episode[] {
  const sorted = [...list].sort((a, b) => a.number - b.number);
  sorted.forEach((e, i) => {
    const prev = sorted[i - 1];
    if (!prev) return;
    if (prev.number === e.number) throw new Error(`podcasts: episode number ${e.number} is used twice`);
    if (prev.publishedAt >= e.publishedAt) throw new Error(`podcasts: episode ${e.number} must be published after episode ${prev.number}`);
  });
  const slugs = new Set(sorted.map((e) => e.slug));
  if (slugs.size !== sorted.length) throw new Error("podcasts: two episodes share a slug");
  return sorted;
}

export const PODCAST_DIR = "app/content/podcasts";

export function loadEpisodes(dir = path.resolve(PODCAST_DIR)): Episode[] {
  const files = readdirSync(dir).filter((f) => f.endsWith(".md"));
  return checkEpisodeSet(files.map((f) => parseEpisodeFile(f, readFileSync(path.join(dir, f), "utf8"))));
}

let cached: Episode[] | null = null;

/** Every episode, sorted by number (read from disk once per process). */
export function episodes(): Episode[] {
  cached ??= loadEpisodes();
  return cached;
}

export function episodeBySlug(slug: string): Episode | undefined {
  return episodes().find((e) => e.slug === slug);
}

export function episodeByNumber(n: number): Episode | undefined {
  return episodes().find((e) => e.number === n);
}

// Paths and the show's own facts live apart, in a module the browser may load.
export { episodePath, episodeTranscriptPath, podcastShow };
