/**
 * The render cache's memory: rendered public pages, already compressed, least recently used first
 * out when the byte limit is reached. Pure data structure; server/render-cache/middleware.ts
 * decides what goes in and serves what comes out.
 */

export interface CachedPage {
  status: number;
  /** Response headers as rendered (content type, the page's CSP, link headers...). */
  headers: [string, string][];
  /** The body, brotli- and gzip-compressed (a client accepting neither gets the gzip inflated). */
  br: Buffer;
  gzip: Buffer;
  /** Weak validator of the uncompressed body. */
  etag: string;
  /** Date.now() after which the entry is not served (the TTL safety net). */
  expiresAt: number;
}

export interface RenderCacheStats {
  entries: number;
  bytes: number;
  maxBytes: number;
  hits: number;
  misses: number;
  /** Entries pushed out by the byte limit. */
  evictions: number;
  /** Times the whole cache was emptied (content change, scheduled post, reconnect). */
  purges: number;
  generation: number;
}

export class RenderCacheStore {
  /** Map keeps insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, { page: CachedPage; size: number }>();
  private bytes = 0;
  private counters = { hits: 0, misses: 0, evictions: 0, purges: 0 };
  /**
   * Bumped by every purge. A render that started before a purge must not be stored after it (it
   * may show the content that was just changed), so `set` takes the generation the render began in.
   */
  generation = 0;

  constructor(
    readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const found = this.entries.get(key);
    if (!found || found.page.expiresAt <= this.clock()) {
      if (found) this.remove(key);
      return undefined;
    }
    // Most recently used goes to the end.
    this.entries.delete(key);
    this.entries.set(key, found);
    this.counters.hits++;
    return found.page;
  }

  /** Counted by the caller: a lookup of a static file is no miss of a page. */
  recordMiss(): void {
    this.counters.misses++;
  }

  /** Stores a page rendered during `generation`; false if it is stale already or larger than the whole cache. */
  set(key: string, page: CachedPage, generation: number): boolean {
    if (generation !== this.generation) return false;
    const size = sizeOf(key, page);
    if (size > this.maxBytes) return false;
    this.remove(key);
    while (this.bytes + size > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.remove(oldest);
      this.counters.evictions++;
    }
    this.entries.set(key, { page, size });
    this.bytes += size;
    return true;
  }

  purgeAll(): void {
    this.entries.clear();
    this.bytes = 0;
    this.generation++;
    this.counters.purges++;
  }

  stats(): RenderCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, maxBytes: this.maxBytes, ...this.counters, generation: this.generation };
  }

  private remove(key: string) {
    const found = this.entries.get(key);
    if (!found) return;
    this.entries.delete(key);
    this.bytes -= found.size;
  }
}

/** What an entry costs: both bodies, the key and its headers (with a little per-entry overhead). */
function sizeOf(key: string, page: CachedPage): number {
  const headerBytes = page.headers.reduce((sum, [name, value]) => sum + name.length + value.length, 0);
  return page.br.length + page.gzip.length + key.length * 2 + headerBytes * 2 + page.etag.length + 256;
}
