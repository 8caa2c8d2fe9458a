import { describe, expect, it } from "vitest";
import { RenderCacheStore, type CachedPage } from "./store";

const page = (bytes: number, expiresAt = Number.MAX_SAFE_INTEGER): CachedPage => ({
  status: 200,
  headers: [["content-type", "text/html; charset=utf-8"]],
  br: Buffer.alloc(bytes),
  gzip: Buffer.alloc(bytes),
  etag: 'W/"x"',
  expiresAt,
});

describe("render cache store", () => {
  it("stays under its byte limit when filled with more pages than fit, dropping the least recently used", () => {
    const store = new RenderCacheStore(100_000);
    for (let i = 0; i < 50; i++) {
      store.set(`/page-${i}`, page(10_000), store.generation);
      expect(store.stats().bytes).toBeLessThanOrEqual(100_000);
    }
    const { entries, evictions, bytes } = store.stats();
    expect(entries).toBe(4); // 4 x (20,000 bytes of bodies + keys and headers) fit in 100,000
    expect(evictions).toBe(46);
    expect(bytes).toBeGreaterThan(80_000);
    expect(store.get("/page-49")).toBeDefined();
    expect(store.get("/page-0")).toBeUndefined();
  });

  it("keeps a page that was just read when a new one needs room", () => {
    const store = new RenderCacheStore(70_000);
    store.set("/a", page(10_000), 0);
    store.set("/b", page(10_000), 0);
    store.set("/c", page(10_000), 0);
    store.get("/a");
    store.set("/d", page(10_000), 0);
    expect(store.get("/a")).toBeDefined();
    expect(store.get("/b")).toBeUndefined();
  });

  it("refuses a page larger than the whole cache", () => {
    const store = new RenderCacheStore(10_000);
    expect(store.set("/huge", page(20_000), 0)).toBe(false);
    expect(store.stats().entries).toBe(0);
  });

  it("does not store a render that began before a purge", () => {
    const store = new RenderCacheStore(1_000_000);
    const began = store.generation;
    store.purgeAll();
    expect(store.set("/blog", page(100), began)).toBe(false);
    expect(store.set("/blog", page(100), store.generation)).toBe(true);
  });

  it("serves a page until its time-to-live, not after", () => {
    let now = 1_000;
    const store = new RenderCacheStore(1_000_000, () => now);
    store.set("/", page(100, 2_000), 0);
    expect(store.get("/")).toBeDefined();
    now = 2_000;
    expect(store.get("/")).toBeUndefined();
    expect(store.stats().entries).toBe(0);
  });
});
