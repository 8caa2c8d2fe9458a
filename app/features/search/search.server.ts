import { sql, type SQL } from "drizzle-orm";
import { searchSynonyms } from "~/content/search-synonyms";
import type { Database } from "~/db/client.server";
import type { SearchKind } from "~/db/schema";
import { MAX_QUERY_LENGTH_CLIENT } from "./search-limits";

/**
 * Site search over search_documents with PostgreSQL full-text search (the same on PGlite and
 * PostgreSQL): websearch_to_tsquery (quotes, OR, -word), widened by the synonym list (a "cost"
 * also finds "fees"). Documents holding every word come first, then those holding some; within
 * them, titles holding the visitor's own words lead (a page written about it first, then the
 * shortest, most on-topic: "Do you take insurance?" before a program named Love Insurance), then ts_rank of her words and of their
 * synonyms over the weighted vector (title A, summary B, body C). When no word matches, titles
 * similar to the query answer (pg_trgm: names and typos). ts_headline makes the snippets; it
 * returns the document's text with markers, not safe HTML: the text is escaped here and only our
 * own <mark> is added. The query is never logged or stored.
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

/** The query's words, lower-case, each once (hyphens and apostrophes kept inside a word). */
function queryWords(q: string): string[] {
  return [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [])].slice(0, 12);
}

const synonymsOf = (word: string): readonly string[] => searchSynonyms.find((group) => group.includes(word))?.filter((other) => other !== word) ?? [];

/** At most this many rewritten queries: one per synonym of a query word. */
const MAX_VARIANTS = 24;

/**
 * `strict`: every word of the query (as websearch_to_tsquery reads it), or of the query with one
 * word swapped for a synonym. `loose`: any one of the words or their synonyms, and none of the
 * words the visitor excluded with a minus.
 */
export function expandedQueries(q: string): { strict: SQL; loose: SQL } {
  // "-word" excludes, as websearch_to_tsquery reads it: never a word to look for.
  const excluded = queryWords([...q.matchAll(/(?:^|\s)-([^\s"]+)/g)].map((match) => match[1]).join(" "));
  const words = queryWords(q).filter((word) => !excluded.includes(word));
  const variants = [q];
  for (const word of words) {
    // A word is letters and digits joined by hyphens or apostrophes: nothing to escape in a pattern.
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "giu");
    for (const synonym of synonymsOf(word)) variants.push(q.replace(pattern, synonym));
  }
  const strict = sql.join(
    variants.slice(0, MAX_VARIANTS + 1).map((variant) => sql`websearch_to_tsquery('english', ${variant})`),
    sql` || `,
  );
  const terms = [...new Set(words.flatMap((word) => [word, ...synonymsOf(word)]))];
  const anyOf = (list: string[]) =>
    sql.join(
      list.map((term) => sql`plainto_tsquery('english', ${term})`),
      sql` || `,
    );
  const anyTerm = terms.length ? anyOf(terms) : sql`''::tsquery`;
  const loose = excluded.length ? sql`(${anyTerm}) && !!(${anyOf(excluded)})` : anyTerm;
  return { strict, loose };
}

type Row = { kind: SearchKind; path: string; title: string; snippet: string; head: string; tail: string; published_at: string | Date | null };

/** A title this similar to the query (0-1, pg_trgm's word similarity) is offered when no word matched. */
const SIMILAR_TITLE = 0.45;

export async function searchSite(db: Database, rawQuery: string, { limit = SEARCH_PAGE_SIZE, now = new Date() } = {}): Promise<SearchResult[]> {
  const q = normalizeQuery(rawQuery);
  if (!q) return [];
  const cap = Math.min(Math.max(1, limit), 50);
  const { strict, loose } = expandedQueries(q);
  const options = `StartSel=${START}, StopSel=${STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
  const text = sql`d.summary || ' ' || d.body`;
  // Ranked and cut to a page first; snippets (the costly part) are made for that page only.
  const matched = await db.execute(sql`
    with query as (select (${strict}) as strict, (${loose}) as loose, websearch_to_tsquery('english', ${q}) as own),
    hits as (
      select d.kind, d.path, d.title, ${text} as text, d.published_at,
        row_number() over (order by (d.search_vector @@ query.strict) desc, title_hit desc, (title_hit and d.kind = 'page') desc,
          case when title_hit then ts_rank(d.search_vector, query.own, 1) else 0 end desc,
          ts_rank(d.search_vector, query.own) desc, ts_rank(d.search_vector, query.loose) desc, d.published_at desc nulls last, d.title) as position
      from search_documents d, query, lateral (select to_tsvector('english', d.title) @@ query.own as title_hit) title
      where d.search_vector @@ query.loose and (d.visible_from is null or d.visible_from <= ${now})
      order by position
      limit ${cap}
    )
    select hits.kind, hits.path,
      ts_headline('english', hits.title, query.loose, ${`StartSel=${START}, StopSel=${STOP}, HighlightAll=true`}) as title,
      ts_headline('english', hits.text, query.loose, ${options}) as snippet,
      left(hits.text, 80) as head, right(hits.text, 80) as tail, hits.published_at
    from hits, query
    order by hits.position
  `);
  let rows = (matched as unknown as { rows: Row[] }).rows;
  if (rows.length === 0) {
    const similar = await db.execute(sql`
      select d.kind, d.path, d.title, left(${text}, 200) as snippet, left(${text}, 80) as head, right(${text}, 80) as tail, d.published_at
      from search_documents d
      where word_similarity(${q}, d.title) >= ${SIMILAR_TITLE} and (d.visible_from is null or d.visible_from <= ${now})
      order by word_similarity(${q}, d.title) desc, d.title
      limit ${cap}
    `);
    rows = (similar as unknown as { rows: Row[] }).rows;
  }
  return rows.map((r) => ({
    kind: r.kind,
    path: r.path,
    titleHtml: toSafeHtml(r.title),
    snippetHtml: toSafeHtml(withEllipses(r.snippet, r.head, r.tail)),
    publishedAt: r.published_at ? new Date(r.published_at).toISOString() : null,
  }));
}
