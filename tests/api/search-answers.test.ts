import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBlogContentFiles, seedBlogPosts } from "../../app/features/blog/blog-seed.server";
import { searchSources, syncSearchSources } from "../../app/features/search/search-sources.server";
import { searchSite } from "../../app/features/search/search.server";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { defaultPracticeContact } from "../../app/content/practice-contact";

/** The questions visitors type, held to the answer they wanted, over the site's real content. */
describe.each(databaseKinds)("site search answers on %s", (kind) => {
  let t: TestDatabase;
  const paths = async (q: string) => (await searchSite(t.handle.db, q)).map((r) => r.path);
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    await seedBlogPosts(t.handle.db, readBlogContentFiles());
    await syncSearchSources(t.handle.db);
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('"how much does it cost" answers with the fees page\'s answer first, not a post', async () => {
    expect((await paths("how much does it cost"))[0]).toBe("/fees-and-faqs#faq-cost");
    // A synonym of a word on the page finds it too.
    expect((await paths("prices"))[0]).toMatch(/^\/fees-and-faqs/);
  });

  it('"insurance" shows the insurance answers before the program named Love Insurance', async () => {
    const found = await paths("insurance");
    expect(found[0]).toMatch(/^\/fees-and-faqs#faq-/);
    expect(found.slice(0, 3)).toContain("/fees-and-faqs#faq-insurance");
    expect(found.indexOf("/loveinsurance")).toBeGreaterThan(found.indexOf("/fees-and-faqs#faq-insurance"));
  });

  it("a therapist's name finds her or his profile, typed right or with a typo", async () => {
    expect((await paths("Marcus"))[0]).toBe("/therapists/marcus-hale");
    expect((await paths("Marcsu"))[0]).toBe("/therapists/marcus-hale");
    expect((await paths("priya raman"))[0]).toBe("/therapists/priya-raman");
  });

  it('"communication" finds posts and more than one program, through its synonyms too', async () => {
    const results = await searchSite(t.handle.db, "communication");
    expect(results.filter((r) => r.kind === "post").length).toBeGreaterThan(0);
    expect(new Set(results.map((r) => r.kind)).size).toBeGreaterThanOrEqual(3);
    expect(results.length).toBeGreaterThanOrEqual(10);
  });

  it("the pages written for what people search for come first for their own question", async () => {
    expect((await paths("discernment counseling"))[0]).toBe("/discernment-counseling-dallas");
    expect((await paths("first session"))[0]).toBe("/first-session");
    expect((await paths("couples therapy cost")).slice(0, 3)).toContain("/couples-therapy-cost-dallas");
  });

  it("hyphenated and apostrophe words search without an error", async () => {
    expect((await paths("in-laws")).length).toBeGreaterThan(0);
    await expect(searchSite(t.handle.db, "partner's cost-sharing")).resolves.toBeInstanceOf(Array);
  });

  it("a word that matches nothing and resembles no title finds nothing, not a random page", async () => {
    expect(await paths("qwxzv")).toEqual([]);
  });

  it("snippets read as sentences: no doubled full stop where a tagline meets its summary", async () => {
    const results = await searchSite(t.handle.db, "love insurance");
    expect(results[0]!.path).toBe("/loveinsurance");
    for (const source of searchSources) {
      for (const doc of source.documents(defaultPracticeContact)) expect(`${doc.summary} ${doc.body}`, doc.path).not.toMatch(/[^.]\.\.(?!\.)/);
    }
  });
});
