-- A slot is a branch's salón, a date and a turno: one claim per salón, date and turno decides every race (a
-- live event's or a request's hold), so a branch with several salones books each of them once per turno.
-- The old key (branch, date, turno) goes; the new one is a unique index on the claim's salón. A claim written
-- before salones (its salón null: a past party) keeps its branch's key through coalesce, so no row of
-- slot_claims is rewritten (docs/decisions/013-migrations-upgrades-and-locks.md).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "slot_claims" DROP CONSTRAINT "slot_claims_pkey";--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_slot_key" ON "slot_claims" USING btree (coalesce("salon_id", "place_id"),"fecha","turno");--> statement-breakpoint
CREATE INDEX "slot_claims_place_idx" ON "slot_claims" USING btree ("place_id","fecha","turno");--> statement-breakpoint
-- One live event per salón, date and turno (decision 002's index, now per salón). It keeps the branch, date and
-- turno first, so what read the old index by branch reads this one. events is big: on chain-sized data the
-- operator may build it beforehand with CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS (same definition).
CREATE UNIQUE INDEX IF NOT EXISTS "events_live_salon_slot_key" ON "events" USING btree ("place_id","fecha","turno",coalesce("salon_id", "place_id")) WHERE "events"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "events_live_slot_key";--> statement-breakpoint
-- Every live event claims its salón, date and turno (the claim's salón is the event's, or its branch's first
-- active one); moving it to another salón moves its claim. A salón deleted (only one without live parties)
-- leaves its past parties' claims as they are.
CREATE OR REPLACE FUNCTION "events_claim_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	salon uuid;
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.place_id = OLD.place_id AND NEW.fecha = OLD.fecha AND NEW.turno = OLD.turno
			AND (NEW.salon_id IS NOT DISTINCT FROM OLD.salon_id OR NEW.salon_id IS NULL)
			AND (NEW.deleted_at IS NULL) = (OLD.deleted_at IS NULL) THEN
			RETURN NULL;
		END IF;
		DELETE FROM slot_claims WHERE event_id = OLD.id;
	END IF;
	IF NEW.deleted_at IS NULL THEN
		salon := coalesce(NEW.salon_id, (SELECT id FROM salones WHERE place_id = NEW.place_id AND activo
			ORDER BY orden, created_at, id LIMIT 1));
		DELETE FROM slot_claims
			WHERE coalesce(salon_id, place_id) = coalesce(salon, NEW.place_id) AND fecha = NEW.fecha
				AND turno = NEW.turno AND request_id IS NOT NULL AND hold_until <= now();
		INSERT INTO slot_claims (place_id, fecha, turno, salon_id, event_id)
			VALUES (NEW.place_id, NEW.fecha, NEW.turno, salon, NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "events_claim_slot" ON "events";--> statement-breakpoint
CREATE TRIGGER "events_claim_slot" AFTER INSERT OR UPDATE OF "place_id", "fecha", "turno", "salon_id", "deleted_at" ON "events"
	FOR EACH ROW EXECUTE FUNCTION "events_claim_slot"();
