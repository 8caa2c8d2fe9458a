import { createHash } from "node:crypto";
import { expect, test } from "./helpers";

test.describe("server headers", () => {
  test("every public page carries the security headers, its CSP naming the hash of each inline script it has", async ({ request }) => {
    const first = await request.get("/sitemap");
    const h = first.headers();
    expect(h["x-content-type-options"]).toBe("nosniff");
    expect(h["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(h["permissions-policy"]).toContain("geolocation=(self)");
    expect(h["x-frame-options"]).toBe("DENY");
    const csp = h["content-security-policy"]!;
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp).toContain(directive);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toMatch(/script-src[^;]*'strict-dynamic'/);
    // A shared page has no nonce: it would be the same for every visitor.
    expect(csp).not.toContain("'nonce-");
    // Over plain HTTP there is no HSTS.
    expect(h["strict-transport-security"]).toBeUndefined();

    const html = await first.text();
    expect(html).not.toMatch(/<[^>]*\snonce="/);
    const inlineScripts = [...html.matchAll(/<script(?![^>]*(?:type="application\/ld\+json"|src=))[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const body of inlineScripts) expect(csp).toContain(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  });

  test("a personal page (a form's result) keeps a fresh nonce per request, and is never stored", async ({ request }) => {
    const first = await request.get("/vibe-check?submitted=1");
    const second = await request.get("/vibe-check?submitted=1");
    const nonce = /'nonce-([^']+)'/.exec(first.headers()["content-security-policy"]!)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    expect(first.headers()["cache-control"]).toBe("private, no-store");
    const inlineScripts = [...(await first.text()).matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]!);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  test("HSTS is sent in production behind an HTTPS proxy", async ({ request }) => {
    const res = await request.get("/sitemap", { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
  });

  test("public HTML may sit on a CDN briefly and is revalidated by browsers; hashed assets are cached for a year", async ({ request }) => {
    const page = await request.get("/sitemap");
    expect(page.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(page.headers()["vary"]).toBe("Accept-Encoding");
    expect((await request.get("/no-such-page")).headers()["cache-control"]).toBe("no-cache");
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
