-- Nothing unbounded (docs/architecture.md#nothing-unbounded), at a chain's scale (the audit log holds an
-- entry per payment: millions): the log's list reads a page in its order (at, then seq) straight from the
-- index of its filter, with no sort, and counts at most 10,001 entries from the index alone. The event,
-- author and kind indexes gain seq, the order's tie-break (0004 had them end at "at", so a page had to be
-- sorted).
DROP INDEX IF EXISTS "audit_log_event_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "audit_log_kind_idx";--> statement-breakpoint
CREATE INDEX "audit_log_event_idx" ON "audit_log" USING btree ("event_id","at" DESC,"seq" DESC) WHERE "audit_log"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at" DESC,"seq" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_kind_idx" ON "audit_log" USING btree ("kind","at" DESC,"seq" DESC);
