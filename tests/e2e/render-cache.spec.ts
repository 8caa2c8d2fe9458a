import { readdirSync, readFileSync } from "node:fs";
import { expect, gotoHydrated, test } from "./helpers";

// The render cache in the production server: which answers are shared, and that a page served
// from it works in the browser (its scripts allowed by their hashes; every test's CSP check).
test.describe("render cache", () => {
  test("the second request of a page is served from the cache with the same body", async ({ request }) => {
    const path = "/strengthen-reconnect";
    const first = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    const second = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(first.status()).toBe(200);
    expect(["MISS", "HIT"]).toContain(first.headers()["x-render-cache"]);
    expect(second.headers()["x-render-cache"]).toBe("HIT");
    expect(second.headers()["content-encoding"]).toBe("br");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers()["etag"]).toBe(first.headers()["etag"]);
    const revalidated = await request.get(path, { headers: { "If-None-Match": second.headers()["etag"]! } });
    expect(revalidated.status()).toBe(304);
  });

  test("a page's query parameters key it: each ?focus= is its own entry", async ({ request }) => {
    const pages = new Map<string, string>();
    for (const focus of ["couples", "individual", "couples"]) {
      const html = await (await request.get(`/team?focus=${focus}`)).text();
      expect(html).toContain(`for ${focus} work`);
      if (pages.has(focus)) expect(html).toBe(pages.get(focus));
      pages.set(focus, html);
    }
    expect(pages.get("couples")).not.toBe(pages.get("individual"));
    const again = await request.get("/team?focus=individual&utm_source=newsletter");
    expect(again.headers()["x-render-cache"]).toBe("HIT");
    expect(await again.text()).toBe(pages.get("individual"));
  });

  test("the live pages are never stored: the free call times are read for every visitor", async ({ request }) => {
    for (const path of ["/vibe-check", "/vibe-check?service=digital-detox"]) {
      await request.get(path);
      const response = await request.get(path);
      expect(response.headers()["x-render-cache"], path).toBeUndefined();
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
  });

  test("admin pages, API answers, signed-in visitors and forms' results are never cached", async ({ request }) => {
    await request.get("/services");
    expect((await request.get("/services")).headers()["x-render-cache"]).toBe("HIT");

    const signedIn = await request.get("/services", { headers: { Cookie: "ml_admin=abcdefghijklmnopqrstuvwxyz012345" } });
    expect(signedIn.headers()["x-render-cache"]).toBeUndefined();
    expect(signedIn.headers()["cache-control"]).toBe("private, no-store");

    for (const path of ["/admin", "/admin/blog", "/vibe-check?submitted=1", "/?error=1"]) {
      await request.get(path);
      const response = await request.get(path);
      expect(response.headers()["x-render-cache"], path).toBeUndefined();
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
    }
    for (let i = 0; i < 2; i++) {
      const api = await request.get("/readyz");
      expect(api.headers()["x-render-cache"]).toBeUndefined();
      expect(api.headers()["cache-control"]).toBe("no-store");
      const lead = await request.get("/api/submit-hubspot");
      expect(lead.headers()["x-render-cache"]).toBeUndefined();
      expect(lead.headers()["cache-control"]).toContain("no-store");
    }
  });

  test("a page served from the cache hydrates and navigates with no CSP violation", async ({ page, request }) => {
    await request.get("/fees-and-faqs");
    const response = await gotoHydrated(page, "/fees-and-faqs");
    expect(response?.headers()["x-render-cache"]).toBe("HIT");
    // A client-side navigation: its data (`/team.data`) comes through the cache too.
    await page.locator('footer a[href="/team"]').first().click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.locator("h1")).toBeVisible();
  });

  test("every spec uses the `test` that fails on a CSP violation", () => {
    const specs = readdirSync("tests/e2e").filter((f) => f.endsWith(".spec.ts"));
    const direct = specs.filter((f) => /import \{[^}]*\b(test|expect)\b[^}]*\} from "@playwright\/test"/.test(readFileSync(`tests/e2e/${f}`, "utf8")));
    expect(direct).toEqual([]);
  });
});
