ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (translate(lower("users"."name" || ' ' || "users"."lastname" || chr(10) || "users"."email"), 'áÁàÀäÄâÂãÃéÉèÈëËêÊíÍìÌïÏîÎóÓòÒöÖôÔõÕúÚùÙüÜûÛñÑçḈ̧̀̈̂̃', 'aaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuunncc')) STORED NOT NULL;--> statement-breakpoint
-- Trigram index for the staff search (LIKE '%…%' on search_text), where pg_trgm can be installed: PostgreSQL
-- with contrib, or PGlite when the extension is loaded. Without it the search scans the table (measured
-- ≤ 50 ms p95 at 50,000 users; scripts/bench.mts). Not in the drizzle schema: it is optional by design.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin (search_text gin_trgm_ops);
  END IF;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not installed (%): user search scans the table', SQLERRM;
END $$;
