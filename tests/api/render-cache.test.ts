import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../app/db/client.server";
import {
  allPublishedPosts,
  createPost,
  deletePost,
  nextScheduledPublishAt,
  publishPost,
  resolvePublicPost,
  unpublishPost,
  updatePost,
  type BlogPostInput,
} from "../../app/features/blog/blog.server";
import { invalidateOnContentChange } from "../../server/render-cache/invalidation";
import { createRenderCache, type PageRenderer } from "../../server/render-cache/middleware";
import { securityHeaders } from "../../server/security-headers";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./support/database";

/**
 * The render cache with its real invalidation, in front of a page renderer that prints what the
 * blog's API returns (a list and a post page), as the blog's routes do. The production build's
 * pages themselves are covered by tests/e2e/render-cache.spec.ts.
 */
const blogRenderer =
  (db: DatabaseHandle["db"]): PageRenderer =>
  async (request) => {
    const path = new URL(request.url).pathname;
    const html = (body: string, status = 200) =>
      new Response(`<!doctype html><html><body>${body}<script>window.rendered=1</script></body></html>`, {
        status,
        headers: { "Content-Type": "text/html; charset=utf-8" },
      });
    if (path === "/blog") return html(`<ul>${(await allPublishedPosts(db)).map((p) => `<li>${p.title}</li>`).join("")}</ul>`);
    const slug = /^\/blog\/([a-z0-9-]+)$/.exec(path)?.[1];
    const resolved = slug ? await resolvePublicPost(db, slug) : null;
    if (resolved && "post" in resolved) return html(`<h1>${resolved.post.title}</h1>`);
    return html("<h1>Not found</h1>", 404);
  };

interface Instance {
  url: string;
  cache: ReturnType<typeof createRenderCache>;
  close(): Promise<void>;
}

async function startInstance(handle: DatabaseHandle, overrides: { ttlSeconds?: number; maxBytes?: number } = {}): Promise<Instance> {
  const logger = pino({ level: "silent" });
  const cache = createRenderCache({
    enabled: true,
    maxBytes: overrides.maxBytes ?? 8 * 1024 * 1024,
    ttlSeconds: overrides.ttlSeconds ?? 300,
    sMaxAge: 60,
    staleWhileRevalidate: 300,
    render: blogRenderer(handle.db),
    loadContext: () => ({
      publicConfig: { newsletter: { portalId: "p", formId: "f" }, analytics: {} },
      db: handle.db,
      clientAddress: "shared",
      sessionCookieSecure: false,
    }),
    cspHosts: {},
    logger,
  });
  const app = express();
  app.use(securityHeaders({ dev: false, hsts: false }));
  app.use(cache.serveHit);
  app.get("/{*splat}", cache.render);
  app.use((_req: express.Request, res: express.Response) => {
    res.status(418).end();
  });
  const stopInvalidation = await invalidateOnContentChange({
    cache,
    db: handle.db,
    listen: handle.listen,
    nextChangeAt: (now) => nextScheduledPublishAt(handle.db, now),
    logger,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    close: async () => {
      await stopInvalidation();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

const post = (over: Partial<BlogPostInput> = {}): BlogPostInput => ({
  title: "Fighting fair about the dishes",
  slug: "fighting-fair-about-the-dishes",
  excerpt: "Small fights, big patterns.",
  bodyMarkdown: "## The dishes\n\nThey are never only about the dishes.",
  authorSlug: "nia-carter",
  topics: ["communication"],
  cover: "talk",
  status: "draft",
  ...over,
});

const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { "Accept-Encoding": "br, gzip", ...headers } });

describe.each(databaseKinds)("render cache on %s", (kind) => {
  let t: TestDatabase;
  let site: Instance;
  beforeAll(async () => {
    t = await openTestDatabase(kind);
    site = await startInstance(t.handle);
  });
  afterAll(async () => {
    await site?.close();
    await t?.dispose();
  });

  it("serves the second request of a page from the cache, with the same body, compressed, and a 304 for its ETag", async () => {
    const first = await get(`${site.url}/blog`);
    const second = await get(`${site.url}/blog`);
    expect(first.headers.get("x-render-cache")).toBe("MISS");
    expect(second.headers.get("x-render-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    expect(second.headers.get("vary")).toBe("Accept-Encoding");
    const gz = await get(`${site.url}/blog`, { "Accept-Encoding": "gzip" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await fetch(`${site.url}/blog`, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(await gz.text());
    const etag = second.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"/);
    const revalidated = await get(`${site.url}/blog`, { "If-None-Match": etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
  });

  it("allows the page's inline script by its hash, with no nonce, and keeps the other directives", async () => {
    const response = await get(`${site.url}/blog`);
    const csp = response.headers.get("content-security-policy")!;
    // sha256 of "window.rendered=1"
    const { createHash } = await import("node:crypto");
    expect(csp).toContain(`'sha256-${createHash("sha256").update("window.rendered=1").digest("base64")}' 'strict-dynamic'`);
    expect(csp).not.toContain("nonce-");
    for (const directive of ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) expect(csp).toContain(directive);
  });

  it("shows a post on its page and in the list as soon as it is published, edited, unpublished or deleted", async () => {
    const created = await createPost(t.handle.db, post());
    expect(await (await get(`${site.url}/blog`)).text()).not.toContain("Fighting fair");
    expect((await get(`${site.url}/blog`)).headers.get("x-render-cache")).toBe("HIT");
    expect((await get(`${site.url}/blog/fighting-fair-about-the-dishes`)).status).toBe(404);

    await publishPost(t.handle.db, created.id, { by: "admin" });
    expect(await (await get(`${site.url}/blog`)).text()).toContain("Fighting fair about the dishes");
    const page = await get(`${site.url}/blog/fighting-fair-about-the-dishes`);
    expect(page.status).toBe(200);
    expect((await get(`${site.url}/blog/fighting-fair-about-the-dishes`)).headers.get("x-render-cache")).toBe("HIT");

    await updatePost(t.handle.db, created.id, post({ title: "Fighting fair, even about the dishes", status: "published" }), { by: "admin" });
    expect(await (await get(`${site.url}/blog/fighting-fair-about-the-dishes`)).text()).toContain("Fighting fair, even about the dishes");
    expect(await (await get(`${site.url}/blog`)).text()).toContain("Fighting fair, even about the dishes");

    await unpublishPost(t.handle.db, created.id, { by: "admin" });
    expect((await get(`${site.url}/blog/fighting-fair-about-the-dishes`)).status).toBe(404);
    expect(await (await get(`${site.url}/blog`)).text()).not.toContain("Fighting fair");

    await publishPost(t.handle.db, created.id, { by: "admin" });
    expect(await (await get(`${site.url}/blog`)).text()).toContain("Fighting fair");
    await deletePost(t.handle.db, created.id);
    expect(await (await get(`${site.url}/blog`)).text()).not.toContain("Fighting fair");
  });

  it("lets a scheduled post appear when its time comes, not at the end of the time-to-live", async () => {
    const due = new Date(Date.now() + 1_500);
    await createPost(t.handle.db, post({ slug: "scheduled-for-later", title: "Scheduled for later", status: "scheduled", publishedAt: due.toISOString() }));
    expect(await (await get(`${site.url}/blog`)).text()).not.toContain("Scheduled for later");
    expect((await get(`${site.url}/blog`)).headers.get("x-render-cache")).toBe("HIT");
    await expect.poll(async () => (await (await get(`${site.url}/blog`)).text()).includes("Scheduled for later"), { timeout: 6_000, interval: 100 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  });

  it("never caches a 404, and keeps its memory under the byte limit", async () => {
    await get(`${site.url}/blog/no-such-post`);
    const again = await get(`${site.url}/blog/no-such-post`);
    expect(again.status).toBe(404);
    expect(again.headers.get("x-render-cache")).toBe("BYPASS");
    expect(again.headers.get("cache-control")).toBe("no-cache");
    const stats = site.cache.store.stats();
    expect(stats.bytes).toBeLessThanOrEqual(stats.maxBytes);
  });
});

describe.runIf(databaseKinds.includes("postgres"))("render cache across two instances on one PostgreSQL", () => {
  let t: TestDatabase;
  let second: DatabaseHandle;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    t = await openTestDatabase("postgres");
    // Its own pool: only NOTIFY, not this process's memory, can tell instance b about a's writes.
    second = await openDatabase({ databaseUrl: t.databaseUrl!, poolMax: 4 });
    a = await startInstance(t.handle);
    b = await startInstance(second);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await second?.close();
    await t?.dispose();
  });

  it("purges the other instance's pages through LISTEN/NOTIFY when a post is published or edited", async () => {
    const purgesAtStart = b.cache.store.stats().purges;
    const created = await createPost(t.handle.db, post({ slug: "across-instances", title: "Across instances" }));
    // Even a draft announces itself: let its NOTIFY reach b first, or it empties the page primed below.
    await expect.poll(() => b.cache.store.stats().purges, { timeout: 5_000, interval: 20 }).toBeGreaterThan(purgesAtStart);
    await get(`${b.url}/blog`);
    expect((await get(`${b.url}/blog`)).headers.get("x-render-cache")).toBe("HIT");
    const purgesBefore = b.cache.store.stats().purges;

    // Written through instance a's database connection.
    await publishPost(t.handle.db, created.id, { by: "admin" });
    await expect.poll(() => b.cache.store.stats().purges, { timeout: 5_000, interval: 20 }).toBeGreaterThan(purgesBefore);
    expect(await (await get(`${b.url}/blog`)).text()).toContain("Across instances");
    expect(await (await get(`${b.url}/blog/across-instances`)).text()).toContain("Across instances");

    await updatePost(t.handle.db, created.id, post({ slug: "across-instances", title: "Across instances, edited", status: "published" }), { by: "admin" });
    await expect
      .poll(async () => (await (await get(`${b.url}/blog/across-instances`)).text()).includes("Across instances, edited"), { timeout: 5_000, interval: 20 })
      .toBe(true);
  });
});
