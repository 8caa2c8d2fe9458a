-- Hand-written: a post's searchable text reads as sentences. Inline tags (links, emphasis, code)
-- vanish without a gap, so a word split by markup stays one word; a heading, list item or cell
-- that ends without punctuation (before any closing quote) gets a full stop, so a snippet does not run a heading into the
-- paragraph after it; every other tag becomes a space, entities are decoded, and runs of
-- whitespace become one space.
CREATE FUNCTION "search_text_from_html"(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    replace(replace(replace(replace(replace(replace(
      regexp_replace(
        regexp_replace(
          regexp_replace(html, '</?(a|abbr|b|code|em|i|kbd|mark|s|small|span|strong|sub|sup|u)(\s[^>]*)?>', '', 'gi'),
          '([^.!?:;…[:space:]>"''”’])(["''”’]*)[[:space:]]*(</(h[1-6]|li|dt|dd|th|td|figcaption|caption|p|blockquote)>)', '\1\2.\3', 'gi'),
        '<[^>]*>', ' ', 'g'),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#x27;', ''''), '&#39;', ''''), '&amp;', '&'),
    '[[:space:]]+', ' ', 'g'))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "blog_posts_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM "search_documents" WHERE "kind" = 'post' AND "key" = OLD."id"::text;
    RETURN OLD;
  END IF;
  IF NEW."status" = 'draft' OR NEW."unlisted" THEN
    DELETE FROM "search_documents" WHERE "kind" = 'post' AND "key" = NEW."id"::text;
    RETURN NEW;
  END IF;
  INSERT INTO "search_documents" ("kind", "key", "path", "title", "summary", "body", "visible_from", "published_at")
  VALUES ('post', NEW."id"::text, '/blog/' || NEW."slug", NEW."title", NEW."excerpt", "search_text_from_html"(NEW."body_html"), NEW."published_at", NEW."published_at")
  ON CONFLICT ("kind", "key") DO UPDATE SET
    "path" = EXCLUDED."path", "title" = EXCLUDED."title", "summary" = EXCLUDED."summary", "body" = EXCLUDED."body",
    "visible_from" = EXCLUDED."visible_from", "published_at" = EXCLUDED."published_at";
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- Posts indexed before this migration get the new text.
UPDATE "search_documents" d SET "body" = "search_text_from_html"(p."body_html")
FROM "blog_posts" p WHERE d."kind" = 'post' AND d."key" = p."id"::text;
