import { describe, expect, it } from "vitest";
import { checkEpisodeSet, episodes, parseEpisodeFile } from "~/content/podcasts";
import { renderMarkdown } from "~/lib/markdown.server";
import { episodeLength } from "./episode-card";
import { episodeShowNotesHtml, episodeSummary, episodeTranscriptText, linkTimestamps, publishedEpisodes, resolveEpisodeSegment } from "./episodes.server";
import { itunesDuration, podcastGuid } from "./podcast-feed.server";

const all = episodes();

/** A valid episode file; each test breaks one thing. */
function file({ number = 7, slug = "a-test-episode", frontMatter = "", body }: { number?: number; slug?: string; frontMatter?: string; body?: string } = {}) {
  return {
    name: `${String(number).padStart(2, "0")}-${slug}.md`,
    text: [
      "---",
      `number: ${number}`,
      `slug: ${slug}`,
      'title: "A Test Episode"',
      'summary: "One small thing to try."',
      "publishedAt: 2026-02-03T11:00:00Z",
      "duration: 300",
      "host: nia-carter",
      "guests: []",
      "topics: [communication]",
      frontMatter,
      "---",
      "",
      body ?? "## Show notes\n\nNotes with [a link](/vibe-check).\n\n## Transcript\n\n**Nia Carter:** Hello, you two.",
    ]
      .filter((line) => line !== "")
      .join("\n"),
  };
}
const parse = (f: { name: string; text: string }) => parseEpisodeFile(f.name, f.text);

describe("the podcast's episode files", () => {
  it("hold at least 18 episodes, each with a number, slug, title, summary, duration and a transcript with speakers", () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
    for (const e of all) {
      expect(Number.isInteger(e.number) && e.number > 0, `${e.slug} number`).toBe(true);
      expect(e.slug, `episode ${e.number}`).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(e.title.trim().length, `episode ${e.number} title`).toBeGreaterThan(3);
      expect(e.summary.trim().length, `episode ${e.number} summary`).toBeGreaterThan(20);
      // Five-minute episodes: somewhere between three and eight minutes.
      expect(e.durationSeconds, `episode ${e.number} duration`).toBeGreaterThanOrEqual(180);
      expect(e.durationSeconds, `episode ${e.number} duration`).toBeLessThanOrEqual(480);
      expect(e.showNotesMarkdown.length, `episode ${e.number} show notes`).toBeGreaterThan(100);
      expect(e.transcriptMarkdown.split(/\s+/).length, `episode ${e.number} transcript words`).toBeGreaterThan(400);
      expect(e.speakers.length, `episode ${e.number} speakers`).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(e.publishedAt)), `episode ${e.number} date`).toBe(false);
    }
  });

  it("number the episodes 1, 2, 3, ... with no gap or repeat, and give each its own slug", () => {
    expect(all.map((e) => e.number)).toEqual(all.map((_, i) => i + 1));
    expect(new Set(all.map((e) => e.slug)).size).toBe(all.length);
  });

  it("publish each episode after the one before it", () => {
    for (let i = 1; i < all.length; i++) expect(all[i]!.publishedAt > all[i - 1]!.publishedAt, `episode ${all[i]!.number}`).toBe(true);
  });
});

describe("parseEpisodeFile", () => {
  it("reads a valid file", () => {
    const e = parse(file());
    expect(e).toMatchObject({ number: 7, slug: "a-test-episode", title: "A Test Episode", durationSeconds: 300, host: "nia-carter", speakers: ["Nia Carter"] });
    expect(e.transcriptMarkdown).toBe("**Nia Carter:** Hello, you two.");
  });

  it.each([
    ["a file name that does not match", { ...file(), name: "07-another-name.md" }, /file name must be 07-a-test-episode\.md/],
    ["raw HTML", file({ body: "## Show notes\n\n<script>alert(1)</script>\n\n## Transcript\n\n**Nia Carter:** Hi." }), /no raw HTML/],
    ["a link to another site", file({ body: "## Show notes\n\n[x](https://example.com)\n\n## Transcript\n\n**Nia Carter:** Hi." }), /this site's pages only/],
    ["a javascript: link", file({ body: "## Show notes\n\n[x](javascript:alert(1))\n\n## Transcript\n\n**Nia Carter:** Hi." }), /this site's pages only/],
    ["a missing transcript", file({ body: "## Show notes\n\nNotes." }), /exactly two sections/],
    [
      "a speaker who is not on the episode",
      file({ body: "## Show notes\n\nNotes.\n\n## Transcript\n\n**Someone Else:** Hi." }),
      /neither the host nor a guest/,
    ],
    ["a duration that is not a number of seconds", file({ frontMatter: "" }).text.replace("duration: 300", "duration: five minutes"), /duration/],
  ])("refuses %s", (_name, f, message) => {
    const input = typeof f === "string" ? { name: "07-a-test-episode.md", text: f } : f;
    expect(() => parse(input)).toThrow(message);
  });
});

describe("checkEpisodeSet", () => {
  const one = parse(file({ number: 1, slug: "first" }));
  const two = { ...parse(file({ number: 2, slug: "second" })), publishedAt: "2026-02-10T11:00:00.000Z" };

  it("sorts by number", () => {
    expect(checkEpisodeSet([two, one]).map((e) => e.number)).toEqual([1, 2]);
  });

  it("refuses a repeated number, a shared slug and a date out of order", () => {
    expect(() => checkEpisodeSet([one, { ...two, number: 1 }])).toThrow(/number 1 is used twice/);
    expect(() => checkEpisodeSet([one, { ...two, slug: "first" }])).toThrow(/share a slug/);
    expect(() => checkEpisodeSet([one, { ...two, publishedAt: "2026-01-01T00:00:00.000Z" }])).toThrow(/published after episode 1/);
  });
});

describe("episode pages", () => {
  const newest = all.at(-1)!;

  it("answer to episode-<slug> and to the number, and not to anything else", () => {
    expect(resolveEpisodeSegment(`episode-${newest.slug}`)?.number).toBe(newest.number);
    expect(resolveEpisodeSegment(String(newest.number))?.slug).toBe(newest.slug);
    for (const bad of [newest.slug, `episode-${newest.slug}-x`, "0", "07", `${all.length + 1}`, "episode-", "-1"])
      expect(resolveEpisodeSegment(bad), bad).toBeUndefined();
  });

  it("keep an episode hidden until its publish time", () => {
    const before = new Date(Date.parse(newest.publishedAt) - 1000);
    expect(resolveEpisodeSegment(String(newest.number), before)).toBeUndefined();
    expect(publishedEpisodes(before).some((e) => e.number === newest.number)).toBe(false);
  });

  it("render show notes and transcript through the one sanitising renderer", () => {
    expect(episodeShowNotesHtml(newest)).not.toMatch(/<script|javascript:|onerror=/i);
    expect(episodeTranscriptText(newest)).toContain(`${newest.speakers[0]}:`);
    expect(episodeTranscriptText(newest)).not.toMatch(/\*\*|<[a-z]/);
    // The renderer itself drops what a file check might miss.
    const html = renderMarkdown('Hi <img src=x onerror="alert(1)"> [x](javascript:alert(1)) <script>alert(1)</script>').html;
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });
});

describe("episode audio helpers", () => {
  it("turn each (m:ss) in the text into a link that plays from there, and leave attributes alone", () => {
    const html = '<p>Try it (1:17) or <a href="/x" title="(2:00)">later</a> (12:05)</p>';
    const linked = linkTimestamps(html, "/media/abc-original.mp3");
    expect(linked).toContain('(<a href="/media/abc-original.mp3#t=77" data-seek="77" class="seek-link"><span class="sr-only">Play from </span>1:17</a>)');
    expect(linked).toContain('data-seek="725"');
    expect(linked).toContain('title="(2:00)"');
    expect(linked.match(/data-seek/g)).toHaveLength(2);
    // Every show-notes timestamp of every episode becomes a link.
    for (const e of all) {
      const notes = episodeShowNotesHtml(e);
      const count = notes.match(/\(\d{1,2}:[0-5]\d\)/g)?.length ?? 0;
      expect(linkTimestamps(notes, "/m.mp3").match(/data-seek=/g)?.length ?? 0, e.slug).toBe(count);
    }
  });

  it("write durations as HH:MM:SS", () => {
    expect(itunesDuration(2)).toBe("00:00:02");
    expect(itunesDuration(305)).toBe("00:05:05");
    expect(itunesDuration(3725)).toBe("01:02:05");
  });

  it("uses the Podcasting 2.0 GUID algorithm (UUID v5 of the feed URL without its scheme)", () => {
    // The value the podcast namespace documents for this example feed.
    expect(podcastGuid("https://mp3s.nashownotes.com/pc20rss.xml")).toBe("917393e3-1b1e-5cef-ace4-edaa54e1f810");
  });

  it("gives a written episode its reading time, never a listening length it does not have", () => {
    const e = all[0]!;
    const words = e.transcriptMarkdown.split(/\s+/).filter(Boolean).length;
    const written = episodeSummary(e);
    expect(written.readMinutes).toBe(Math.round(words / 200));
    expect(episodeLength(written)).toBe(`Written episode · ${written.readMinutes} min read`);
    const heard = episodeSummary(e, { url: "/media/0123456789abcdef-original.mp3", bytes: 1_000_000, mime: "audio/mpeg", durationSeconds: 245 });
    expect(episodeLength(heard)).toBe("4 min listen");
  });
});
