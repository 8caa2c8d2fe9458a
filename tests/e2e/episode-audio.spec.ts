import { mp3Tone } from "../fixtures/mp3-tone";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { episodes } from "../../app/content/podcasts";
import { E2E_ADMIN } from "../../playwright.config";
import { axeViolations, DESKTOP, expect, gotoHydrated, MOBILE, test } from "./helpers";

/** An episode's audio uploaded through the Podcast screen, played and sought by keyboard on its page. */

const episode = episodes().find((e) => e.number === 1)!;

/** Ninety seconds of a quiet tone as an MP3 file on disk. */
function mp3File(dir: string): string {
  writeFileSync(path.join(dir, "episode-1.mp3"), mp3Tone({ seconds: 90, rate: 8000, amplitude: 2000, kbps: 32 }));
  return path.join(dir, "episode-1.mp3");
}

test.describe.configure({ mode: "serial" });

test("an admin uploads an episode's audio; its page plays it, seeks by keyboard, and the feed carries it", async ({ page, request, browser }) => {
  // Two screens, each checked by axe at two widths: longer than one page's budget.
  test.setTimeout(150_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "e2e-audio-"));
  try {
    await page.goto("/admin/login?next=%2Fadmin%2Fpodcast");
    await page.getByLabel("Username").fill(E2E_ADMIN.username);
    await page.getByLabel("Password").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/admin\/podcast/);
    const row = page.locator(`#episode-${episode.slug}`);
    await row.getByLabel(/MP3 or M4A file/).setInputFiles(mp3File(dir));
    await row.getByRole("button", { name: /Upload audio|Replace audio/ }).click();
    await expect(row.getByRole("status")).toContainText("Saved");
    await expect(page.getByTestId(`audio-state-${episode.slug}`)).toHaveText(/Audio: 1:3\d, \d+ KB/);

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto("/admin/podcast");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/audio-admin-${viewport.width}.png`, fullPage: false });
    }

    await gotoHydrated(page, `/resources/podcasts/episode-${episode.slug}`);
    const audio = page.getByTestId("episode-audio");
    const src = await audio.locator("source").getAttribute("src");
    expect(src).toMatch(/^\/media\/[0-9a-f]{16}-original\.mp3$/);
    await expect(audio).toHaveAttribute("preload", "none");
    const ranged = await request.get(src!, { headers: { Range: "bytes=0-99" } });
    expect(ranged.status()).toBe(206);
    expect((await ranged.body()).length).toBe(100);

    // The speed choice, then a timestamp reached and pressed by keyboard.
    await page.getByLabel("Playback speed").selectOption("1.5");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.playbackRate)).toBe(1.5);
    const stamp = page.locator("a[data-seek]").first();
    await expect(stamp).toHaveAccessibleName("Play from 1:17");
    await stamp.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 10_000 }).toBeGreaterThanOrEqual(77);
    await expect(page).toHaveURL(new RegExp(`episode-${episode.slug}$`));
    await audio.evaluate((a: HTMLAudioElement) => a.pause());

    for (const viewport of [MOBILE, DESKTOP]) {
      await page.setViewportSize(viewport);
      expect(await axeViolations(page)).toEqual([]);
      await page
        .getByRole("button", { name: /Necessary Only/ })
        .click({ timeout: 2000 })
        .catch(() => undefined);
      await page.getByText("Listen to episode").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/audio-episode-${viewport.width}.png`, fullPage: false });
    }

    const xml = await (await request.get("/resources/podcasts/feed.xml")).text();
    const channel = new XMLParser({ ignoreAttributes: false }).parse(xml).rss.channel;
    const items = [channel.item ?? []].flat() as Record<string, any>[];
    const item = items.find((i) => i["itunes:episode"] === episode.number)!;
    expect(new URL(item.enclosure["@_url"]).pathname).toBe(src);
    expect(item.enclosure["@_type"]).toBe("audio/mpeg");

    // Without script the native controls still play, and a timestamp opens the file at that moment.
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`/resources/podcasts/episode-${episode.slug}`);
    await expect(plain.locator("audio[controls] source")).toHaveAttribute("src", src!);
    await expect(plain.locator("a[data-seek]").first()).toHaveAttribute("href", `${src}#t=77`);
    await noScript.close();

    // Removed: a written episode again, at once.
    await page.goto("/admin/podcast");
    await page.getByRole("button", { name: `Remove the audio of episode ${episode.number}` }).click();
    await expect(page.locator(`#episode-${episode.slug}`).getByRole("status")).toContainText("Removed");
    await page.goto(`/resources/podcasts/episode-${episode.slug}`);
    await expect(page.getByTestId("written-episode")).toContainText("written episode");
    await expect(page.locator("a[data-seek]")).toHaveCount(0);
    const after = new XMLParser({ ignoreAttributes: false }).parse(await (await request.get("/resources/podcasts/feed.xml")).text()).rss.channel;
    expect([after.item ?? []].flat().some((i: Record<string, unknown>) => i["itunes:episode"] === episode.number)).toBe(false);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("without audio, the page says plainly that this is a written episode, even without script", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/resources/podcasts/episode-${episode.slug}`);
  // No audio now (the test above removed it): the page says plainly that this is a written episode.
  await expect(page.getByTestId("written-episode")).toBeVisible();
  await context.close();
});
