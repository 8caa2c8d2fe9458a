import { expect, test } from "./helpers";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { episodes } from "../../app/content/podcasts";
import { gotoHydrated } from "./helpers";

const published = episodes().filter((e) => new Date(e.publishedAt) <= new Date());
const last = published.at(-1)!;

test("the podcast page lists every published episode and links the feed from its head", async ({ page }) => {
  await gotoHydrated(page, "/resources/podcasts");
  await expect(page.getByRole("heading", { level: 1, name: "The Clarity Drip" })).toBeVisible();
  for (const e of published) await expect(page.locator(`main a[href="/resources/podcasts/episode-${e.slug}"]`).first()).toBeAttached();
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/resources\/podcasts\/feed\.xml$/);
});

test("an episode by slug shows show notes, the transcript, previous/next and PodcastEpisode JSON-LD", async ({ page, request }) => {
  const e = published[1]!;
  await gotoHydrated(page, `/resources/podcasts/episode-${e.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: e.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Show notes" })).toBeVisible();
  await expect(page.getByTestId("episode-transcript")).toContainText(e.speakers[0]!);
  await expect(page.locator(`a[rel="prev"][href="/resources/podcasts/episode-${published[0]!.slug}"]`)).toBeVisible();
  await expect(page.locator(`a[rel="next"][href="/resources/podcasts/episode-${published[2]!.slug}"]`)).toBeVisible();
  const html = await (await request.get(`/resources/podcasts/episode-${e.slug}`)).text();
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
  const ep = ld.find((x) => x["@type"] === "PodcastEpisode")!;
  expect(ep).toMatchObject({ "@context": "https://schema.org", episodeNumber: e.number, name: e.title, duration: expect.stringMatching(/^PT\d+M(\d+S)?$/) });
  expect((ep.partOfSeries as Record<string, unknown>)["@type"]).toBe("PodcastSeries");
  expect(JSON.stringify(ep.associatedMedia)).toContain(`/resources/podcasts/episode-${e.slug}/transcript.txt`);
});

test("an episode pictures its host and guests with the same portraits as the team page", async ({ request }) => {
  const drawings = (html: string) =>
    new Map([...html.matchAll(/<svg[^>]*data-portrait="([^"]+)"[^>]*>(.*?)<\/svg>/gs)].map((m) => [m[1]!, m[2]!.replace(/<title>.*?<\/title>/, "")]));
  const team = drawings(await (await request.get("/team")).text());
  for (const e of published.slice(0, 3)) {
    const voices = drawings(await (await request.get(`/resources/podcasts/episode-${e.slug}`)).text());
    expect([...voices.keys()].sort(), e.slug).toEqual([...e.speakers].sort());
    for (const [name, drawing] of voices) expect(drawing, `${e.slug}: ${name}`).toBe(team.get(name));
  }
});

test("an episode by number is the same page with the slug page as canonical", async ({ request }) => {
  const res = await request.get(`/resources/podcasts/${last.number}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain(`<link rel="canonical" href="https://www.millenniallifecounseling.com/resources/podcasts/episode-${last.slug}"`);
  expect(html).toContain(last.title.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").split("&")[0]!);
  for (const path of [
    "/resources/podcasts/999",
    "/resources/podcasts/0",
    "/resources/podcasts/episode-nope",
    "/resources/podcasts/%00",
    "/resources/podcasts/1e3",
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test("the feed parses with the show's itunes tags, and only episodes with audio are items", async ({ request }) => {
  const res = await request.get("/resources/podcasts/feed.xml");
  expect(res.headers()["content-type"]).toContain("application/rss+xml");
  const text = await res.text();
  expect(XMLValidator.validate(text)).toBe(true);
  const channel = new XMLParser({ ignoreAttributes: false }).parse(text).rss.channel;
  expect(channel["itunes:image"]["@_href"]).toMatch(/podcast-artwork\.png$/);
  expect(channel["itunes:category"]).toBeDefined();
  expect(channel["itunes:owner"]["itunes:email"]).toMatch(/@/);
  // Written episodes are on the site, not in the feed: an item without an enclosure is no use to an app.
  const items = [channel.item ?? []].flat() as Record<string, { "@_length": string }>[];
  expect(items.length).toBeLessThanOrEqual(published.length);
  for (const item of items) expect(Number(item.enclosure!["@_length"])).toBeGreaterThan(0);
  const txt = await request.get(`/resources/podcasts/episode-${last.slug}/transcript.txt`);
  expect(txt.status()).toBe(200);
  expect(await txt.text()).toContain(`${last.speakers[0]}:`);
});

test("the legacy transcript PDF goes to episode 18 and old episode paths to their number", async ({ request }) => {
  const pdf = await request.get("/wp-content/uploads/episode-18-transcript.pdf", { maxRedirects: 0 });
  expect(pdf.headers().location).toBe("/resources/podcasts/18");
  const old = await request.get("/show-notes/7", { maxRedirects: 0 });
  expect(old.headers().location).toBe("/resources/podcasts/7");
  expect((await request.get("/resources/podcasts/18")).status()).toBe(200);
});
