import { type APIRequestContext } from "@playwright/test";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { guides } from "../../app/content/guides";
import { expect, gotoHydrated, test } from "./helpers";

async function jsonLd(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  const html = await (await request.get(path)).text();
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
}

test("the guides page lists every guide with a download that asks for nothing", async ({ page }) => {
  await gotoHydrated(page, "/resources/downloads-guides");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("guide-card")).toHaveCount(guides.length);
  for (const g of guides) {
    const link = page.locator(`a[href="/guides/${g.slug}.pdf"][download]`);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAccessibleName(new RegExp(`^Download the PDF of ${g.title} \\(PDF · \\d pages · \\d+ KB\\)$`));
  }
  // A real download: the browser saves the file, no form or dialog in between.
  const [download] = await Promise.all([page.waitForEvent("download"), page.locator(`a[href="/guides/${guides[0]!.slug}.pdf"]`).click()]);
  expect(download.suggestedFilename()).toBe(`${guides[0]!.slug}.pdf`);
});

for (const g of guides) {
  test(`${g.slug}: the PDF downloads, starts with %PDF and carries the guide's text`, async ({ request }) => {
    const res = await request.get(`/guides/${g.slug}.pdf`);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("application/pdf");
    const body = await res.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const pdf = await getDocument({ data: new Uint8Array(body) }).promise;
    let text = "";
    for (let n = 1; n <= pdf.numPages; n++) {
      const content = await (await pdf.getPage(n)).getTextContent();
      text += content.items.map((i) => ("str" in i ? i.str : "")).join(" ");
    }
    const squash = (s: string) => s.replace(/\s+/g, "");
    expect(squash(text)).toContain(squash(g.title));
    expect(squash(text)).toContain(squash(g.sections.at(-1)!.heading));
    await pdf.destroy();
  });
}

test("a guide page shows the whole guide, its author, the download and valid DigitalDocument JSON-LD", async ({ page, request }) => {
  const g = guides[0]!;
  await gotoHydrated(page, `/resources/downloads-guides/${g.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: g.title })).toBeVisible();
  for (const s of g.sections) await expect(page.getByRole("heading", { level: 2, name: s.heading })).toBeVisible();
  await expect(page.locator('main a[href^="/therapists/"]').first()).toBeVisible();
  await expect(page.locator(`main a[href="/guides/${g.slug}.pdf"]`).first()).toBeVisible();
  await expect(page.getByTestId("newsletter-trigger")).toBeVisible();

  const ld = await jsonLd(request, `/resources/downloads-guides/${g.slug}`);
  const doc = ld.find((x) => x["@type"] === "DigitalDocument")!;
  expect(doc).toMatchObject({ "@context": "https://schema.org", name: g.title, inLanguage: "en-US", isAccessibleForFree: true });
  expect(doc.encoding).toMatchObject({
    "@type": "MediaObject",
    encodingFormat: "application/pdf",
    contentUrl: `https://www.millenniallifecounseling.com/guides/${g.slug}.pdf`,
  });
  expect((doc.author as Record<string, unknown>)["@type"]).toBe("Person");
  const crumbs = ld.find((x) => x["@type"] === "BreadcrumbList")!;
  expect((crumbs.itemListElement as unknown[]).length).toBe(4);
});

test("guides work without JavaScript: the text, the links and the PDF link are in the HTML", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/resources/downloads-guides/${guides[1]!.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: guides[1]!.title })).toBeVisible();
  await expect(page.locator(`a[href="/guides/${guides[1]!.slug}.pdf"][download]`).first()).toBeVisible();
  await context.close();
});

test("an unknown guide is a 404, and odd guide and PDF paths never reach a 5xx", async ({ request }) => {
  expect((await request.get("/resources/downloads-guides/no-such-guide")).status()).toBe(404);
  for (const path of [
    "/guides/no-such-guide.pdf",
    "/guides/..%2f..%2fpackage.json",
    "/guides/%00.pdf",
    "/resources/downloads-guides/%2e%2e",
    "/guides//etc/passwd",
  ]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status(), path).toBeGreaterThanOrEqual(300);
    expect(res.status(), path).toBeLessThan(500);
  }
});

test("the legacy checklist and mistakes paths go to the guides page", async ({ request }) => {
  for (const path of ["/free-premarital-checklist", "/five-relationship-mistakes"]) {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe("/resources/downloads-guides");
  }
});

test("sitemap.xml lists every guide with its lastmod", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  for (const g of guides) {
    expect(xml).toContain(`<loc>https://www.millenniallifecounseling.com/resources/downloads-guides/${g.slug}</loc><lastmod>${g.updatedAt}</lastmod>`);
  }
});
