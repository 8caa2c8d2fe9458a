import { sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import type { SearchKind } from "~/db/schema";
import { MAX_QUERY_LENGTH_CLIENT } from "./search-limits";

/**
 * Site search over search_documents with PostgreSQL full-text search (the same on PGlite and
 * PostgreSQL): websearch_to_tsquery (quotes, OR, -word), ts_rank over the weighted vector (a title
 * match outranks a body match), ts_headline for snippets. ts_headline returns the document's text
 * with markers, not safe HTML: the text is escaped here and only our own <mark> is added.
 * The query is never logged or stored.
 */
export { MAX_QUERY_LENGTH_CLIENT as MAX_QUERY_LENGTH } from "./search-limits";
export const SEARCH_PAGE_SIZE = 20;

export interface SearchResult {
  kind: SearchKind;
  path: string;
  /** Safe HTML: escaped text with <mark> around matched words. */
  titleHtml: string;
  snippetHtml: string;
  publishedAt: string | null;
}

/** The visitor's words, tidied: control characters out, spaces collapsed, length capped. */
export function normalizeQuery(raw: string | null | undefined): string {
  return (
    (raw ?? "")
      // eslint-disable-next-line no-control-regex -- dropping control characters is the point
      .replace(/[\u0000-\u001f\u007f\uE000\uE001]/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH_CLIENT)
  );
}

// Private-use characters as ts_headline's markers: they never occur in our text (normalizeQuery
// and toSafeHtml drop them), so after escaping they can be turned into <mark> safely.
const START = "\uE000";
const STOP = "\uE001";

export function toSafeHtml(marked: string): string {
  const escaped = marked.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
  return escaped.replace(/\uE000([^\uE000\uE001]*)\uE001/g, "<mark>$1</mark>").replace(/[\uE000\uE001]/g, "");
}

/**
 * Marks a snippet that starts or ends inside the text with "…", so a fragment that begins
 * mid-sentence reads as an excerpt, not as a mistake. `head`/`tail` are the text's first and
 * last characters.
 */
export function withEllipses(snippet: string, head: string, tail: string): string {
  const plain = snippet.replace(/[\uE000\uE001]/g, "").trim();
  if (!plain) return snippet;
  const startsText = head.trimStart().startsWith(plain.slice(0, 24));
  const endsText = tail.trimEnd().endsWith(plain.slice(-24));
  return `${startsText ? "" : "… "}${snippet.trim()}${endsText ? "" : " …"}`;
}

export async function searchSite(db: Database, rawQuery: string, { limit = SEARCH_PAGE_SIZE, now = new Date() } = {}): Promise<SearchResult[]> {
  const q = normalizeQuery(rawQuery);
  if (!q) return [];
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const result = await db.execute(sql`
    select d.kind, d.path,
      ts_headline('english', d.title, query, ${`StartSel=${START}, StopSel=${STOP}, HighlightAll=true`}) as title,
      ts_headline('english', d.summary || ' ' || d.body, query, ${options}) as snippet,
      left(d.summary || ' ' || d.body, 80) as head,
      right(d.summary || ' ' || d.body, 80) as tail,
      d.published_at
    from search_documents d, websearch_to_tsquery('english', ${q}) query
    where d.search_vector @@ query and (d.visible_from is null or d.visible_from <= ${now})
    order by ts_rank(d.search_vector, query) desc, d.published_at desc nulls last, d.title
    limit ${Math.min(Math.max(1, limit), 50)}
  `);
  const { rows } = result as unknown as {
    rows: { kind: SearchKind; path: string; title: string; snippet: string; head: string; tail: string; published_at: string | Date | null }[];
  };
  return rows.map((r) => ({
    kind: r.kind,
    path: r.path,
    titleHtml: toSafeHtml(r.title),
    snippetHtml: toSafeHtml(withEllipses(r.snippet, r.head, r.tail)),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  }));
}
