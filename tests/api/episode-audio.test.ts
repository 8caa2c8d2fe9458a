import { mp3Tone } from "../fixtures/mp3-tone";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { episodes } from "../../app/content/podcasts";
import { onContentChange } from "../../app/db/content-changes.server";
import { publishedEpisodes } from "../../app/features/podcasts/episodes.server";
import { savePracticeSettings, readPracticeSettings } from "../../app/features/settings/practice-settings.server";
import { action as podcastAction, loader as podcastAdminLoader } from "../../app/routes/admin/podcast";
import { loader as episodeLoader } from "../../app/routes/resources/episode";
import { loader as feedLoader } from "../../app/routes/resources/podcast-feed[.]xml";
import { signedInAdminAndWriter } from "./support/api";
import { formRequest as formRequestTo, runAction } from "./support/route-action";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";
import { startApi, type RunningApi } from "./support/server";

/**
 * Episode audio end to end through the real route modules and database: the Podcast screen's form
 * action stores the file, the episode page and the feed show it at once, the /media route serves
 * byte ranges of it, and removing it takes it out of both.
 */

const ORIGIN = "https://www.millenniallifecounseling.com";

const formRequest = (cookie: string | null, fields: Record<string, string | Blob>, headers: Record<string, string> = {}) =>
  formRequestTo("/admin/podcast", cookie, fields, headers);

const post = (t: TestDatabase, request: Request) => runAction(podcastAction, t, request);

async function feed(t: TestDatabase) {
  const res = await feedLoader({ request: new Request(`${ORIGIN}/resources/podcasts/feed.xml`), context: { db: t.handle.db }, params: {} } as never);
  const xml = await res.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel;
  const items = channel.item === undefined ? [] : Array.isArray(channel.item) ? channel.item : [channel.item];
  return { xml, channel, items: items as Record<string, any>[] };
}

const page = (t: TestDatabase, slug: string) => episodeLoader({ params: { episode: `episode-${slug}` }, context: { db: t.handle.db } } as never);

describe.each(databaseKinds)("episode audio on %s", (kind) => {
  let t: TestDatabase;
  let api: RunningApi;
  let cookies: { admin: string; writer: string };
  const mp3 = new Uint8Array(mp3Tone({ seconds: 90, rate: 8000, amplitude: 8000, kbps: 32 }));
  const episode = publishedEpisodes()[0]!;
  const changes: string[] = [];

  beforeAll(async () => {
    t = await openTestDatabase(kind);
    cookies = await signedInAdminAndWriter(t);
    api = await startApi(t);
    onContentChange(t.handle.db, (change) => changes.push(change.kind));
  }, 120_000);

  afterAll(async () => {
    await api?.close();
    await t?.dispose();
  });

  const assets = async () => Number((await t.query<{ n: string }>("select count(*)::int as n from media_assets"))[0]!.n);

  it("starts with written episodes only: the page says so and the feed is valid with no items", async () => {
    const data = await page(t, episode.slug);
    expect(data.audio).toBeNull();
    expect(data.showNotesHtml).not.toContain("data-seek");
    const { channel, items } = await feed(t);
    expect(items).toHaveLength(0);
    expect(channel["itunes:owner"]["itunes:email"]).toBe((await readPracticeSettings(t.handle.db)).contact.email);
    expect(channel["itunes:image"]["@_href"]).toMatch(/^https:\/\//);
  });

  it("refuses bad posts with a 4xx and stores nothing", async () => {
    const png = new Uint8Array(
      await sharp({ create: { width: 20, height: 20, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    );
    const cases: [string, Request, number][] = [
      ["no session", formRequest(null, { slug: episode.slug, intent: "upload", file: new File([mp3], "a.mp3") }), 401],
      ["a writer", formRequest(cookies.writer, { slug: episode.slug, intent: "upload", file: new File([mp3], "a.mp3") }), 403],
      ["an image", formRequest(cookies.admin, { slug: episode.slug, intent: "upload", file: new File([png], "photo.mp3") }), 400],
      ["text", formRequest(cookies.admin, { slug: episode.slug, intent: "upload", file: new File(["hello world, not audio"], "a.mp3") }), 400],
      ["no file", formRequest(cookies.admin, { slug: episode.slug, intent: "upload" }), 400],
      ["an unknown episode", formRequest(cookies.admin, { slug: "no-such-episode", intent: "upload", file: new File([mp3], "a.mp3") }), 404],
      ["a NUL byte in the slug", formRequest(cookies.admin, { slug: `${episode.slug}\u0000`, intent: "upload", file: new File([mp3], "a.mp3") }), 404],
      ["a huge slug", formRequest(cookies.admin, { slug: "x".repeat(100_000), intent: "remove" }), 404],
      ["an unknown intent", formRequest(cookies.admin, { slug: episode.slug, intent: "explode" }), 400],
      ["a control character in the file name", formRequest(cookies.admin, { slug: episode.slug, intent: "upload", file: new File([mp3], "a\u0007.mp3") }), 400],
      [
        "JSON",
        new Request(`${ORIGIN}/admin/podcast`, {
          method: "POST",
          body: JSON.stringify({ slug: episode.slug, intent: "remove" }),
          headers: { Cookie: cookies.admin, "Content-Type": "application/json" },
        }),
        415,
      ],
      [
        "a declared length past the limit",
        new Request(`${ORIGIN}/admin/podcast`, {
          method: "POST",
          body: "slug=x",
          headers: { Cookie: cookies.admin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(300 * 1024 * 1024) },
        }),
        413,
      ],
    ];
    for (const [label, request, status] of cases) {
      const answer = await post(t, request);
      expect(answer.status, label).toBe(status);
      expect(answer.body?.message, label).toBeTruthy();
    }
    const image = await post(t, formRequest(cookies.admin, { slug: episode.slug, intent: "upload", file: new File([png], "photo.mp3") }));
    expect(image.body?.message).toMatch(/MP3 or M4A/);
    expect(await assets()).toBe(0);
    expect((await feed(t)).items).toHaveLength(0);
    expect(changes).toEqual([]);
  });

  it("an upload puts the audio on the page, in the feed and on the admin list at once", async () => {
    const answer = await post(
      t,
      formRequest(cookies.admin, { slug: episode.slug, intent: "upload", file: new File([mp3], "episode.mp3", { type: "audio/mpeg" }) }),
    );
    expect(answer).toMatchObject({ status: 302, location: `/admin/podcast?done=uploaded&episode=${episode.slug}#episode-${episode.slug}` });
    expect(changes).toContain("media");

    const data = await page(t, episode.slug);
    expect(data.audio).toMatchObject({ mime: "audio/mpeg", bytes: mp3.length });
    expect(data.audio!.url).toMatch(/^\/media\/[0-9a-f]{16}-original\.mp3$/);
    expect(Math.abs(data.audio!.durationSeconds - 90)).toBeLessThanOrEqual(1);
    expect(data.episode.durationSeconds).toBe(data.audio!.durationSeconds);
    expect(data.showNotesHtml).toContain(`href="${data.audio!.url}#t=`);
    expect(data.showNotesHtml).toMatch(/data-seek="\d+"/);

    // The file itself, as a player asks for it: a byte range.
    const ranged = await fetch(`${api.url}${data.audio!.url}`, { headers: { Range: "bytes=100-1099" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-1099/${mp3.length}`);
    expect(Buffer.from(await ranged.arrayBuffer()).equals(Buffer.from(mp3.subarray(100, 1100)))).toBe(true);

    const { items } = await feed(t);
    expect(items).toHaveLength(1);
    const item = items[0]!;
    expect(item["itunes:episode"]).toBe(episode.number);
    expect(item.enclosure["@_url"]).toBe(`${ORIGIN}${data.audio!.url}`);
    expect(Number(item.enclosure["@_length"])).toBe(mp3.length);
    expect(item.enclosure["@_type"]).toBe("audio/mpeg");
    const [h, m, s] = String(item["itunes:duration"]).split(":").map(Number);
    expect(Math.abs(h! * 3600 + m! * 60 + s! - 90)).toBeLessThanOrEqual(1);
    expect(item["podcast:transcript"]).toMatchObject({
      "@_url": `${ORIGIN}/resources/podcasts/episode-${episode.slug}/transcript.txt`,
      "@_type": "text/plain",
    });
    // Every other episode is a written one: not in the feed.
    for (const other of episodes().filter((e) => e.slug !== episode.slug)) expect(items.some((i) => i.link.endsWith(other.slug))).toBe(false);

    const admin = await podcastAdminLoader({
      request: new Request(`${ORIGIN}/admin/podcast`, { headers: { Cookie: cookies.admin } }),
      context: { db: t.handle.db, sessionCookieSecure: false },
      params: {},
    } as never);
    const row = admin.rows.find((r) => r.slug === episode.slug)!;
    expect(row.audio?.bytes).toBe(mp3.length);
  });

  it("the feed's owner email is the practice's saved one", async () => {
    const saved = await readPracticeSettings(t.handle.db);
    await savePracticeSettings(t.handle.db, { ...saved.settings, email: "podcast-owner@example.com" }, "owner");
    expect((await feed(t)).channel["itunes:owner"]["itunes:email"]).toBe("podcast-owner@example.com");
  });

  it("removing the audio makes it a written episode again and takes it out of the feed", async () => {
    changes.length = 0;
    const answer = await post(t, formRequest(cookies.admin, { slug: episode.slug, intent: "remove" }));
    expect(answer.status).toBe(302);
    expect(changes).toContain("media");
    expect((await page(t, episode.slug)).audio).toBeNull();
    expect((await feed(t)).items).toHaveLength(0);
  });
});
