import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPost } from "../../app/features/blog/blog.server";
import { seedBlogPosts } from "../../app/features/blog/blog-seed.server";
import { asSentence, markdownText, searchSources, syncSearchSources } from "../../app/features/search/search-sources.server";
import { normalizeQuery, searchSite, toSafeHtml, withEllipses } from "../../app/features/search/search.server";
import { pageDataUrl } from "../../app/lib/react-router-internals";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { defaultPracticeContact } from "../../app/content/practice-contact";

const fixture = (name: string) => ({ name, text: readFileSync(new URL(`../fixtures/blog/${name}`, import.meta.url), "utf8") });
const NOW = new Date("2026-01-10T12:00:00Z");

describe.each(databaseKinds)("site search on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedBlogPosts(t.handle.db, [fixture("first-post.md"), fixture("second-post.md")], NOW);
    await syncSearchSources(t.handle.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it("indexes every service page from the content file, and rebuilding replaces rather than duplicates", async () => {
    const services = searchSources.find((s) => s.kind === "service")!.documents(defaultPracticeContact);
    expect(await t.query("select count(*)::int as n from search_documents where kind = 'service'")).toEqual([{ n: services.length }]);
    await syncSearchSources(t.handle.db);
    expect(await t.query("select count(*)::int as n from search_documents where kind = 'service'")).toEqual([{ n: services.length }]);
    const results = await searchSite(t.handle.db, "premarital", { now: NOW });
    expect(results.map((r) => r.path)).toContain("/premarital-blueprint");
    const guides = searchSources.find((s) => s.kind === "guide")!.documents(defaultPracticeContact);
    expect(await t.query("select count(*)::int as n from search_documents where kind = 'guide'")).toEqual([{ n: guides.length }]);
  });

  it("indexes every podcast episode with its show notes and transcript as plain words", async () => {
    const episodes = searchSources.find((s) => s.kind === "episode")!.documents(defaultPracticeContact);
    expect(episodes.length).toBeGreaterThanOrEqual(18);
    expect(await t.query("select count(*)::int as n from search_documents where kind = 'episode'")).toEqual([{ n: episodes.length }]);
    for (const doc of episodes) {
      expect(doc.body, doc.path).not.toMatch(/\*\*|\]\(/);
      // A show-notes item ends in its timestamp: it reads as a sentence, not run into the next.
      expect(doc.body, doc.path).toMatch(/\(\d+:\d\d\)\. /);
      expect(doc.body, doc.path).not.toMatch(/\(\d+:\d\d\) \w/);
    }
    const results = await searchSite(t.handle.db, "driveway huddle", { now: NOW });
    expect(results[0]).toMatchObject({ kind: "episode", path: "/resources/podcasts/episode-the-driveway-huddle" });
  });

  it("finds a post by a word only in its body, with the word marked in the snippet", async () => {
    const [hit, ...rest] = await searchSite(t.handle.db, "zebrafish", { now: NOW });
    expect(rest).toEqual([]);
    expect(hit).toMatchObject({ kind: "post", path: "/blog/money-talks-before-the-wedding" });
    expect(hit!.snippetHtml).toContain("<mark>zebrafish</mark>");
  });

  it("ranks a title match before body matches", async () => {
    // A made-up word, so the site's own content cannot compete: once in one title, often in another body.
    const base = {
      excerpt: "A fixture.",
      authorSlug: "nia-carter",
      topics: ["family"],
      cover: "home",
      status: "published",
      publishedAt: new Date("2025-12-01T00:00:00Z"),
    } as const;
    await createPost(t.handle.db, { ...base, title: "The quokka rule", slug: "quokka-title", bodyMarkdown: "Nothing else here." }, { now: NOW });
    await createPost(t.handle.db, { ...base, title: "Notes on small animals", slug: "quokka-body", bodyMarkdown: "quokka ".repeat(20) }, { now: NOW });
    const results = await searchSite(t.handle.db, "quokka", { now: NOW });
    expect(results.map((r) => r.path)).toEqual(["/blog/quokka-title", "/blog/quokka-body"]);
    expect(results[0]!.titleHtml).toBe("The <mark>quokka</mark> rule");
    // And across the fixtures: the post with "money" in its title comes before the one with it in its body.
    const money = (await searchSite(t.handle.db, "money", { now: NOW })).map((r) => r.path).filter((p) => p.startsWith("/blog/"));
    expect(money.indexOf("/blog/money-talks-before-the-wedding")).toBeLessThan(money.indexOf("/blog/phones-at-the-dinner-table"));
  });

  it("escapes what ts_headline returns and adds only its own <mark>", async () => {
    await createPost(
      t.handle.db,
      {
        title: "Why <b>bold</b> & brave matters",
        slug: "bold-and-brave",
        excerpt: 'An excerpt with "quotes" & <img src=x onerror=alert(1)>.',
        bodyMarkdown: "Write `<script>alert(1)</script>` as code; the word flamingo sits here.",
        authorSlug: "nia-carter",
        topics: ["communication"],
        cover: "talk",
        status: "published",
        publishedAt: new Date("2025-12-01T00:00:00Z"),
      },
      { now: NOW },
    );
    const [hit] = await searchSite(t.handle.db, "flamingo", { now: NOW });
    const html = `${hit!.titleHtml} ${hit!.snippetHtml}`;
    expect(html.replace(/<\/?mark>/g, "")).not.toMatch(/[<>]/);
    expect(hit!.snippetHtml).toMatch(/&lt;(?:img|script)/);
    expect(hit!.snippetHtml).toContain("<mark>flamingo</mark>");
    expect(hit!.titleHtml).toContain("&lt;b&gt;bold&lt;/b&gt; &amp; brave");
  });

  it("indexes a post's text as sentences: headings and list items end, inline markup splits no word", async () => {
    await createPost(
      t.handle.db,
      {
        title: "Okapi notes",
        slug: "okapi-notes",
        excerpt: "A fixture.",
        bodyMarkdown:
          '## The okapi rule\n\nStart small, say it **out**loud and [ask](/vibe-check) once.\n\n- One okapi walk\n- Then rest?\n\n> "I know."\n\n## Say "okay"\n\nThat is all.',
        authorSlug: "nia-carter",
        topics: ["family"],
        cover: "home",
        status: "published",
        publishedAt: new Date("2025-12-01T00:00:00Z"),
      },
      { now: NOW },
    );
    const [row] = await t.query("select body from search_documents where kind = 'post' and path = '/blog/okapi-notes'");
    expect(row).toEqual({ body: 'The okapi rule. Start small, say it outloud and ask once. One okapi walk. Then rest? "I know." Say "okay". That is all.' });
    const [hit] = await searchSite(t.handle.db, "okapi rule", { now: NOW });
    expect(hit!.snippetHtml).toContain("<mark>rule</mark>. Start small");
  });

  it("hides a scheduled post until its time, and drafts always", async () => {
    await createPost(
      t.handle.db,
      {
        title: "Capybara season",
        slug: "capybara-season",
        excerpt: "Soon.",
        bodyMarkdown: "Capybara.",
        authorSlug: "nia-carter",
        topics: ["family"],
        cover: "home",
        status: "scheduled",
        publishedAt: new Date(NOW.getTime() + 3_600_000),
      },
      { now: NOW },
    );
    await createPost(
      t.handle.db,
      {
        title: "Capybara draft",
        slug: "capybara-draft",
        excerpt: "Never.",
        bodyMarkdown: "Capybara.",
        authorSlug: "nia-carter",
        topics: ["family"],
        cover: "home",
        status: "draft",
      },
      { now: NOW },
    );
    expect(await searchSite(t.handle.db, "capybara", { now: NOW })).toEqual([]);
    const later = await searchSite(t.handle.db, "capybara", { now: new Date(NOW.getTime() + 3_600_001) });
    expect(later.map((r) => r.path)).toEqual(["/blog/capybara-season"]);
  });

  it("takes any input without an error: web-search syntax, stop words, symbols, NUL, huge strings", async () => {
    expect((await searchSite(t.handle.db, '"budget fight" -wedding', { now: NOW })).map((r) => r.path)).not.toContain("/blog/money-talks-before-the-wedding");
    expect((await searchSite(t.handle.db, "money or phones", { now: NOW })).length).toBeGreaterThanOrEqual(2);
    for (const q of ["the", "", "   ", '"', "-", ":*&|!()", "a\u0000b", "x".repeat(10_000), "'; drop table search_documents; --", "\uE000money\uE001"]) {
      await expect(searchSite(t.handle.db, q, { now: NOW })).resolves.toBeInstanceOf(Array);
    }
    expect(await t.query("select count(*)::int as n from search_documents")).not.toEqual([{ n: 0 }]);
  });
});

describe("query and snippet helpers", () => {
  it("normalizeQuery drops control characters and caps the length", () => {
    expect(normalizeQuery("  money\u0000\n talk  ")).toBe("money talk");
    expect(normalizeQuery("y".repeat(500))).toHaveLength(200);
    expect(normalizeQuery(null)).toBe("");
  });
  it("toSafeHtml turns only balanced markers into <mark>", () => {
    expect(toSafeHtml("a \uE000b\uE001 <i>")).toBe("a <mark>b</mark> &lt;i&gt;");
    expect(toSafeHtml("\uE000open only")).toBe("open only");
  });
  it("asSentence ends a heading or item with a full stop unless it has its own punctuation", () => {
    expect(asSentence("  Show notes ")).toBe("Show notes.");
    expect(asSentence("Do both partners need to be on it?")).toBe("Do both partners need to be on it?");
    expect(asSentence("Three steps:")).toBe("Three steps:");
    expect(asSentence('She said "not tonight."')).toBe('She said "not tonight."');
    expect(asSentence('Say "yes"')).toBe('Say "yes".');
    expect(asSentence("")).toBe("");
  });
  it("markdownText keeps the words and ends headings and list items as sentences", () => {
    expect(markdownText("## Show notes\n\nA **bold** [link](/x) here\n\n- First point (0:42)\n- Second?\n\n## Transcript\n\n**Nia:** Hi.")).toBe(
      "Show notes. A bold link here First point (0:42). Second? Transcript. Nia: Hi.",
    );
  });
  it("withEllipses marks a snippet cut from inside the text, not one that starts or ends it", () => {
    const text = "Money fights rarely start with money. They start with a surprise: a charge nobody mentioned.";
    expect(withEllipses("\uE000Money\uE001 fights rarely start with money.", text, text)).toBe("\uE000Money\uE001 fights rarely start with money. …");
    expect(withEllipses("They start with a surprise: a charge nobody mentioned.", text, text)).toBe("… They start with a surprise: a charge nobody mentioned.");
    expect(withEllipses(text, text, text)).toBe(text);
  });
});

describe("request log", () => {
  it("logs the search page's path without the query", async () => {
    const { startApi } = await import("./support/server");
    const t = await openTestDatabase("pglite");
    const api = await startApi(t);
    try {
      await fetch(`${api.url}/resources/search?q=my+partner+had+an+affair`);
      await fetch(`${api.url}${pageDataUrl("/resources/search")}?q=divorce+lawyer`);
      const lines = api.logs.filter((l) => l.includes('"msg":"request"'));
      expect(lines.some((l) => l.includes('"path":"/resources/search"'))).toBe(true);
      expect(api.logs.join("\n")).not.toMatch(/affair|divorce|q=/);
    } finally {
      await api.close();
      await t.dispose();
    }
  });
});
