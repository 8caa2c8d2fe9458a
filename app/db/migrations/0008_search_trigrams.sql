-- Hand-written: site search falls back to trigram similarity for names and typos ("Marcsu")
-- when full-text search finds nothing. PGlite loads pg_trgm as an extension; on PostgreSQL it is a
-- trusted extension. The table holds a few hundred rows: no trigram index is needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
