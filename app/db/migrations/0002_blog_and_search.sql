CREATE TABLE "blog_post_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_post_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"post_id" bigint NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"author_slug" text NOT NULL,
	"topics" text[] NOT NULL,
	"cover" text NOT NULL,
	"crisis_note" boolean NOT NULL,
	"status" text NOT NULL,
	"published_at" timestamp with time zone,
	"saved_at" timestamp with time zone NOT NULL,
	"replaced_by" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blog_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"legacy_id" integer,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_markdown" text NOT NULL,
	"body_html" text NOT NULL,
	"word_count" integer NOT NULL,
	"author_slug" text NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"cover" text NOT NULL,
	"crisis_note" boolean DEFAULT false NOT NULL,
	"unlisted" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_posts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blog_posts_legacy_id_unique" UNIQUE("legacy_id")
);
--> statement-breakpoint
CREATE TABLE "blog_seed_files" (
	"file_name" text PRIMARY KEY NOT NULL,
	"content_hash" text NOT NULL,
	"post_id" bigint,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"post_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"visible_from" timestamp with time zone,
	"published_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')) STORED NOT NULL,
	CONSTRAINT "search_documents_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
ALTER TABLE "blog_post_revisions" ADD CONSTRAINT "blog_post_revisions_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_seed_files" ADD CONSTRAINT "blog_seed_files_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_slug_redirects" ADD CONSTRAINT "blog_slug_redirects_post_id_blog_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_post_revisions_post_idx" ON "blog_post_revisions" USING btree ("post_id","replaced_at");--> statement-breakpoint
CREATE INDEX "blog_posts_public_idx" ON "blog_posts" USING btree ("published_at") WHERE "blog_posts"."status" <> 'draft' and not "blog_posts"."unlisted";--> statement-breakpoint
CREATE INDEX "blog_posts_topics_idx" ON "blog_posts" USING gin ("topics");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_seed_files_post_idx" ON "blog_seed_files" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
-- Hand-written: the search index follows the blog by itself. A post is a search document while
-- it is not a draft and not unlisted; visible_from hides a scheduled post until its time. Keyed by
-- id, so a changed slug moves the link. Body text is the stored HTML without tags and entities.
CREATE FUNCTION "blog_posts_search_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  VALUES (
    'post',
    NEW."id"::text,
    '/blog/' || NEW."slug",
    NEW."title",
    NEW."excerpt",
    replace(replace(replace(replace(replace(replace(regexp_replace(NEW."body_html", '<[^>]*>', ' ', 'g'), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#x27;', ''''), '&#39;', ''''), '&amp;', '&'),
    NEW."published_at",
    NEW."published_at"
  )
  ON CONFLICT ("kind", "key") DO UPDATE SET
    "path" = EXCLUDED."path", "title" = EXCLUDED."title", "summary" = EXCLUDED."summary", "body" = EXCLUDED."body",
    "visible_from" = EXCLUDED."visible_from", "published_at" = EXCLUDED."published_at";
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "blog_posts_search_sync" AFTER INSERT OR UPDATE OR DELETE ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "blog_posts_search_sync"();
