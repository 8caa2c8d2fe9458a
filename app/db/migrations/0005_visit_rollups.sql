CREATE TABLE "site_stat_daily" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "site_stat_daily_metric_day_key_pk" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE TABLE "site_stat_visits" (
	"visit_id" text PRIMARY KEY NOT NULL,
	"first_day" date,
	"metrics" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "site_stat_events_kind_created_at_idx";--> statement-breakpoint
DROP INDEX "site_stat_events_created_at_visit_idx";--> statement-breakpoint
CREATE INDEX "site_stat_events_web_vitals_idx" ON "site_stat_events" USING btree ("created_at","path","name","value") WHERE kind = 'web_vital';--> statement-breakpoint
CREATE INDEX "site_stat_events_visit_id_idx" ON "site_stat_events" USING btree ("visit_id");--> statement-breakpoint
-- A visit's counters (site_stat_daily, on the day of its first event) recomputed from all its
-- events: the old ones taken off, the new ones added, so the roll-up equals the raw events.
-- The visits' rows are locked first, in order: concurrent reports of one visit apply in turn.
CREATE FUNCTION site_stat_refresh_visits(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO site_stat_visits (visit_id) SELECT DISTINCT unnest(ids) ORDER BY 1 ON CONFLICT DO NOTHING;
  PERFORM 1 FROM site_stat_visits WHERE visit_id = ANY(ids) ORDER BY visit_id FOR UPDATE;
  WITH facts AS (
    SELECT visit_id,
      min((created_at AT TIME ZONE 'America/Chicago')::date) AS first_day,
      bool_or(kind = 'page_view') AS viewed,
      bool_or(kind = 'page_view' AND path = '/vibe-check') AS vibe_check,
      bool_or(kind = 'event' AND name = 'enquiry_sent') AS enquiry,
      bool_or(kind = 'event' AND name = 'newsletter_signup_success') AS newsletter,
      array_agg(DISTINCT 'page_visits:' || path) FILTER (WHERE kind = 'page_view') AS pages,
      array_agg(DISTINCT 'device_visits:' || device_class) FILTER (WHERE kind = 'page_view') AS devices
    FROM site_stat_events WHERE visit_id = ANY(ids) GROUP BY visit_id
  ),
  fresh AS (
    SELECT visit_id, first_day,
      ARRAY['visits:']
      || CASE WHEN viewed THEN ARRAY['funnel:visits'] ELSE '{}'::text[] END
      || CASE WHEN vibe_check THEN ARRAY['funnel:vibe_check'] ELSE '{}'::text[] END
      || CASE WHEN viewed AND enquiry THEN ARRAY['funnel:enquiry'] ELSE '{}'::text[] END
      || CASE WHEN vibe_check AND enquiry THEN ARRAY['funnel:enquiry_after_vibe_check'] ELSE '{}'::text[] END
      || CASE WHEN viewed AND newsletter THEN ARRAY['funnel:newsletter'] ELSE '{}'::text[] END
      || coalesce(pages, '{}'::text[]) || coalesce(devices, '{}'::text[]) AS metrics
    FROM facts
  ),
  old AS (SELECT visit_id, first_day, metrics FROM site_stat_visits WHERE visit_id = ANY(ids)),
  saved AS (UPDATE site_stat_visits s SET first_day = f.first_day, metrics = f.metrics FROM fresh f WHERE s.visit_id = f.visit_id),
  gone AS (DELETE FROM site_stat_visits s WHERE s.visit_id = ANY(ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.visit_id = s.visit_id)),
  delta AS (
    SELECT day, m, sum(d)::int AS n FROM (
      SELECT first_day AS day, unnest(metrics) AS m, -1 AS d FROM old WHERE first_day IS NOT NULL
      UNION ALL
      SELECT first_day, unnest(metrics), 1 FROM fresh
    ) c GROUP BY day, m HAVING sum(d) <> 0
  )
  INSERT INTO site_stat_daily AS t (metric, day, key, n)
  SELECT split_part(m, ':', 1), day, substr(m, strpos(m, ':') + 1), n FROM delta ORDER BY 1, 2, 3
  ON CONFLICT (metric, day, key) DO UPDATE SET n = t.n + excluded.n;
END $$;
--> statement-breakpoint
-- Keeps site_stat_daily equal to site_stat_events in the statement's own transaction: counts of
-- events added or removed by their own day, then the visits they belong to recomputed.
CREATE FUNCTION site_stat_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO site_stat_daily AS t (metric, day, key, n)
    SELECT m.metric, (e.created_at AT TIME ZONE 'America/Chicago')::date, m.key, -count(*)::int
    FROM old_rows e CROSS JOIN LATERAL (VALUES
      ('page_views', CASE WHEN e.kind = 'page_view' THEN e.path END),
      ('referrer', CASE WHEN e.kind = 'page_view' THEN e.referrer_host END),
      ('quiz', CASE WHEN e.kind = 'quiz_complete' THEN e.name END),
      ('device_anonymous', CASE WHEN e.kind = 'page_view' AND e.visit_id IS NULL THEN e.device_class END)
    ) AS m(metric, key)
    WHERE m.key IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO site_stat_daily AS t (metric, day, key, n)
    SELECT m.metric, (e.created_at AT TIME ZONE 'America/Chicago')::date, m.key, count(*)::int
    FROM new_rows e CROSS JOIN LATERAL (VALUES
      ('page_views', CASE WHEN e.kind = 'page_view' THEN e.path END),
      ('referrer', CASE WHEN e.kind = 'page_view' THEN e.referrer_host END),
      ('quiz', CASE WHEN e.kind = 'quiz_complete' THEN e.name END),
      ('device_anonymous', CASE WHEN e.kind = 'page_view' AND e.visit_id IS NULL THEN e.device_class END)
    ) AS m(metric, key)
    WHERE m.key IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (metric, day, key) DO UPDATE SET n = t.n + excluded.n;
  END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM site_stat_refresh_visits(ARRAY(SELECT DISTINCT visit_id FROM new_rows WHERE visit_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM site_stat_refresh_visits(ARRAY(SELECT DISTINCT visit_id FROM old_rows WHERE visit_id IS NOT NULL));
  ELSE
    PERFORM site_stat_refresh_visits(ARRAY(
      SELECT visit_id FROM new_rows WHERE visit_id IS NOT NULL UNION SELECT visit_id FROM old_rows WHERE visit_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER site_stat_rollup_insert AFTER INSERT ON site_stat_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_stat_rollup();
--> statement-breakpoint
CREATE TRIGGER site_stat_rollup_update AFTER UPDATE ON site_stat_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION site_stat_rollup();
--> statement-breakpoint
CREATE TRIGGER site_stat_rollup_delete AFTER DELETE ON site_stat_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION site_stat_rollup();
--> statement-breakpoint
-- The events stored before the roll-ups (the triggers above hold new ones until this commits).
INSERT INTO site_stat_daily (metric, day, key, n)
SELECT m.metric, (e.created_at AT TIME ZONE 'America/Chicago')::date, m.key, count(*)::int
FROM site_stat_events e CROSS JOIN LATERAL (VALUES
  ('page_views', CASE WHEN e.kind = 'page_view' THEN e.path END),
  ('referrer', CASE WHEN e.kind = 'page_view' THEN e.referrer_host END),
  ('quiz', CASE WHEN e.kind = 'quiz_complete' THEN e.name END),
  ('device_anonymous', CASE WHEN e.kind = 'page_view' AND e.visit_id IS NULL THEN e.device_class END)
) AS m(metric, key)
WHERE m.key IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
SELECT site_stat_refresh_visits(ARRAY(SELECT DISTINCT visit_id FROM site_stat_events WHERE visit_id IS NOT NULL));
