import { expect, test } from "@playwright/test";

test.describe("server headers", () => {
  test("every page carries the security headers, with a fresh CSP nonce used by every script", async ({ request }) => {
    const first = await request.get("/sitemap");
    const second = await request.get("/sitemap");
    const h = first.headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=(self)");
    const csp = h["content-security-policy"]!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    // Over plain HTTP there is no HSTS.
    expect(h["strict-transport-security"]).toBeUndefined();

    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("HSTS is sent in production behind an HTTPS proxy", async ({ request }) => {
    const res = await request.get("/sitemap", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("HTML is revalidated on every visit; hashed assets are cached for a year", async ({ request }) => {
    const page = await request.get("/sitemap");
    expect(page.headers()["cache-control"]).toBe("no-cache");
    const html = await page.text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const res = await request.get(asset!);
    expect(res.status()).toBe(200);
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers()["x-content-type-options"]).toBe("nosniff");
  });

  test("compresses with brotli or gzip as the client asks", async ({ request }) => {
    const br = await request.get("/sitemap", { headers: { "Accept-Encoding": "br" } });
    expect(br.headers()["content-encoding"]).toBe("br");
    const gzip = await request.get("/sitemap", { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers()["content-encoding"]).toBe("gzip");
  });

  test("/healthz answers", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("the document title is in the server HTML", async ({ request }) => {
    const html = await (await request.get("/social-icons")).text();
    expect(html).toContain("<title>Follow Us on Social Media | Millennial Life</title>");
  });
});
