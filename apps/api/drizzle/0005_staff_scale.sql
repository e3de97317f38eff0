-- Staff screens at a chain's scale (200,000 events, 1,000,000 payments).
-- Event lists are read in (fecha, turno, created_at, id) order, a page at a time (keyset, event-queries.ts):
-- the whole calendar, one customer's events, one admin's events.
CREATE INDEX "events_live_order_idx" ON "events" USING btree ("fecha","turno","created_at","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_live_customer_order_idx" ON "events" USING btree ("customer_id","fecha","turno","created_at","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_live_creator_order_idx" ON "events" USING btree ("creator_id","fecha","turno","created_at","id") WHERE "events"."deleted_at" is null;--> statement-breakpoint
-- The admin tables list one role in name order (list-users.ts): the page's ids come from this index alone
-- (index-only: name and lastname are included so the planner need not visit the rows it skips).
CREATE INDEX "users_role_order_idx" ON "users" USING btree ("role",lower("name"),lower("lastname"),"id") INCLUDE ("name","lastname");--> statement-breakpoint
-- The dashboard's "Eventos" and "Ganancias totales" cards: live events and what was paid on them, kept per
-- branch by triggers in the same transaction as every change, instead of counting 200,000 events and summing
-- 1,000,000 payments on each visit.
CREATE TABLE "place_totals" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"live_events" integer DEFAULT 0 NOT NULL,
	"paid_centavos" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "place_totals" ADD CONSTRAINT "place_totals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE FUNCTION place_totals_add(p uuid, n integer, paid bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO place_totals AS t (place_id, live_events, paid_centavos) VALUES (p, n, paid)
  ON CONFLICT (place_id) DO UPDATE
    SET live_events = t.live_events + excluded.live_events, paid_centavos = t.paid_centavos + excluded.paid_centavos
$$;--> statement-breakpoint
-- An event counts (with its payments) while it is live. BEFORE DELETE: its payments, deleted by the cascade
-- afterwards, are still there to subtract. The two branches of a move are updated in id order (no deadlock).
CREATE FUNCTION events_place_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_paid bigint := 0;
  new_paid bigint := 0;
  old_live boolean := TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL;
  new_live boolean := TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL;
BEGIN
  IF old_live THEN
    SELECT coalesce(sum(amount_centavos), 0) INTO old_paid FROM event_payments WHERE event_id = OLD.id;
  END IF;
  IF new_live THEN
    SELECT coalesce(sum(amount_centavos), 0) INTO new_paid FROM event_payments WHERE event_id = NEW.id;
  END IF;
  IF old_live AND new_live AND NEW.place_id < OLD.place_id THEN
    PERFORM place_totals_add(NEW.place_id, 1, new_paid);
    PERFORM place_totals_add(OLD.place_id, -1, -old_paid);
  ELSE
    IF old_live THEN PERFORM place_totals_add(OLD.place_id, -1, -old_paid); END IF;
    IF new_live THEN PERFORM place_totals_add(NEW.place_id, 1, new_paid); END IF;
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_place_totals_insert AFTER INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_place_totals();--> statement-breakpoint
CREATE TRIGGER events_place_totals_update AFTER UPDATE OF deleted_at, place_id ON events FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.place_id IS DISTINCT FROM NEW.place_id)
  EXECUTE FUNCTION events_place_totals();--> statement-breakpoint
CREATE TRIGGER events_place_totals_delete BEFORE DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_place_totals();--> statement-breakpoint
-- A payment counts while its event is live (a payment deleted by an event's cascade finds no live event).
CREATE FUNCTION event_payments_place_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT place_id INTO p FROM events WHERE id = OLD.event_id AND deleted_at IS NULL;
    IF FOUND THEN PERFORM place_totals_add(p, 0, -OLD.amount_centavos); END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT place_id INTO p FROM events WHERE id = NEW.event_id AND deleted_at IS NULL;
    IF FOUND THEN PERFORM place_totals_add(p, 0, NEW.amount_centavos); END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_payments_place_totals AFTER INSERT OR DELETE OR UPDATE OF amount_centavos, event_id ON event_payments FOR EACH ROW EXECUTE FUNCTION event_payments_place_totals();--> statement-breakpoint
INSERT INTO place_totals (place_id, live_events, paid_centavos)
SELECT e.place_id, count(*), coalesce(sum(p.paid), 0)
FROM events e
LEFT JOIN (SELECT event_id, sum(amount_centavos) AS paid FROM event_payments GROUP BY event_id) p ON p.event_id = e.id
WHERE e.deleted_at IS NULL
GROUP BY e.place_id;
