-- The reports at a chain's scale (1,000,000 payments). Summing a year of payments, or every
-- event's payments to find what it still owes, took up to a second; these totals are kept by triggers in
-- the same transaction as each change (as place_totals, migration 0005) and read in milliseconds.
-- (A year of events, 72,000 rows, took 0.2 s to count by turno and weekday; these take a few ms.)
--
-- 1. What each event has been paid, on the event itself: the balances report reads its owing events
--    from one partial index instead of summing each event's payments.
ALTER TABLE "events" ADD COLUMN "paid_centavos" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- 2. Payments of live events per month and per day, by branch and method: the earnings and payment-method
--    reports read a period's whole months from the first table and its other days from the second (a year
--    of payments is ~12,000 month rows instead of ~360,000 payments). The keys INCLUDE the sums, so a period
--    is read from the index alone.
CREATE TABLE "payment_month_totals" (
	"mes" date NOT NULL,
	"place_id" uuid NOT NULL,
	"metodo" text NOT NULL,
	"pagos" integer DEFAULT 0 NOT NULL,
	"centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_month_totals_pkey" PRIMARY KEY ("mes","place_id","metodo") INCLUDE ("pagos","centavos")
);--> statement-breakpoint
ALTER TABLE "payment_month_totals" ADD CONSTRAINT "payment_month_totals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"fecha" date NOT NULL,
	"place_id" uuid NOT NULL,
	"metodo" text NOT NULL,
	"pagos" integer DEFAULT 0 NOT NULL,
	"centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_day_totals_pkey" PRIMARY KEY ("fecha","place_id","metodo") INCLUDE ("pagos","centavos")
);--> statement-breakpoint
ALTER TABLE "payment_day_totals" ADD CONSTRAINT "payment_day_totals_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_day_totals_place_idx" ON "payment_day_totals" USING btree ("place_id","fecha") INCLUDE ("metodo","pagos","centavos");--> statement-breakpoint
-- Live events that still owe money, in the lists' order, with what the balances report shows of them.
CREATE INDEX "events_owing_idx" ON "events" USING btree ("fecha","turno","created_at","id") INCLUDE ("place_id","precio_total_centavos","paid_centavos") WHERE "deleted_at" IS NULL AND "precio_total_centavos" > "paid_centavos";--> statement-breakpoint
CREATE INDEX "events_owing_place_idx" ON "events" USING btree ("place_id","fecha","turno","created_at","id") INCLUDE ("precio_total_centavos","paid_centavos") WHERE "deleted_at" IS NULL AND "precio_total_centavos" > "paid_centavos";--> statement-breakpoint
-- One payment (n = 1 or -1) into or out of the month and the day totals.
CREATE FUNCTION payment_totals_add(d date, p uuid, m text, n integer, c bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payment_month_totals AS t (mes, place_id, metodo, pagos, centavos)
  VALUES (date_trunc('month', d)::date, p, m, n, c)
  ON CONFLICT (mes, place_id, metodo) DO UPDATE
    SET pagos = t.pagos + excluded.pagos, centavos = t.centavos + excluded.centavos;
  INSERT INTO payment_day_totals AS t (fecha, place_id, metodo, pagos, centavos) VALUES (d, p, m, n, c)
  ON CONFLICT (fecha, place_id, metodo) DO UPDATE
    SET pagos = t.pagos + excluded.pagos, centavos = t.centavos + excluded.centavos;
$$;--> statement-breakpoint
-- All of one event's payments into or out of the totals (sign 1 or -1), in key order (no deadlock).
CREATE FUNCTION payment_totals_of_event(e uuid, p uuid, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO payment_month_totals AS t (mes, place_id, metodo, pagos, centavos)
  SELECT date_trunc('month', fecha_de_pago)::date AS mes, p, metodo, sign * count(*)::int, sign * sum(amount_centavos)
  FROM event_payments WHERE event_id = e GROUP BY 1, metodo ORDER BY 1, metodo
  ON CONFLICT (mes, place_id, metodo) DO UPDATE
    SET pagos = t.pagos + excluded.pagos, centavos = t.centavos + excluded.centavos;
  INSERT INTO payment_day_totals AS t (fecha, place_id, metodo, pagos, centavos)
  SELECT fecha_de_pago, p, metodo, sign * count(*)::int, sign * sum(amount_centavos)
  FROM event_payments WHERE event_id = e GROUP BY fecha_de_pago, metodo ORDER BY fecha_de_pago, metodo
  ON CONFLICT (fecha, place_id, metodo) DO UPDATE
    SET pagos = t.pagos + excluded.pagos, centavos = t.centavos + excluded.centavos;
$$;--> statement-breakpoint
-- A payment: its event's paid_centavos always; the month and day totals while its event is live. (A payment deleted
-- by its event's cascade finds the event gone: nothing to update.)
CREATE FUNCTION event_payments_report_totals() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  p uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE events SET paid_centavos = paid_centavos - OLD.amount_centavos WHERE id = OLD.event_id
      RETURNING CASE WHEN deleted_at IS NULL THEN place_id END INTO p;
    IF p IS NOT NULL THEN
      PERFORM payment_totals_add(OLD.fecha_de_pago, p, OLD.metodo, -1, -OLD.amount_centavos);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE events SET paid_centavos = paid_centavos + NEW.amount_centavos WHERE id = NEW.event_id
      RETURNING CASE WHEN deleted_at IS NULL THEN place_id END INTO p;
    IF p IS NOT NULL THEN
      PERFORM payment_totals_add(NEW.fecha_de_pago, p, NEW.metodo, 1, NEW.amount_centavos);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER event_payments_report_totals AFTER INSERT OR DELETE OR UPDATE OF amount_centavos, event_id, fecha_de_pago, metodo ON event_payments FOR EACH ROW EXECUTE FUNCTION event_payments_report_totals();--> statement-breakpoint
-- An event's payments count in the month and day totals while it is live, under its branch. BEFORE DELETE: its
-- payments, deleted by the cascade afterwards, are still there to subtract.
CREATE FUNCTION events_report_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    PERFORM payment_totals_of_event(OLD.id, OLD.place_id, -1);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.deleted_at IS NULL THEN
    PERFORM payment_totals_of_event(NEW.id, NEW.place_id, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_report_totals_update AFTER UPDATE OF deleted_at, place_id ON events FOR EACH ROW
  WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at OR OLD.place_id IS DISTINCT FROM NEW.place_id)
  EXECUTE FUNCTION events_report_totals();--> statement-breakpoint
CREATE TRIGGER events_report_totals_delete BEFORE DELETE ON events FOR EACH ROW EXECUTE FUNCTION events_report_totals();--> statement-breakpoint
-- 3. Live events per day and turno, every branch together, with how many of them still owe and how much:
--    the occupancy report and the balances report's totals (one branch's are read from its indexes:
--    events_live_slot_key, events_owing_place_idx). A change is the old row's figures out, the new row's in.
CREATE TABLE "event_day_counts" (
	"fecha" date NOT NULL,
	"turno" text NOT NULL,
	"eventos" integer DEFAULT 0 NOT NULL,
	"adeudos" integer DEFAULT 0 NOT NULL,
	"adeudo_centavos" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "event_day_counts_pkey" PRIMARY KEY ("fecha","turno")
);--> statement-breakpoint
-- One live event into (sign 1) or out of (-1) its day's counts.
CREATE FUNCTION event_day_counts_add(d date, t text, total bigint, paid bigint, sign integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO event_day_counts AS c (fecha, turno, eventos, adeudos, adeudo_centavos)
  VALUES (d, t, sign, CASE WHEN total > paid THEN sign ELSE 0 END, sign * greatest(total - paid, 0))
  ON CONFLICT (fecha, turno) DO UPDATE
    SET eventos = c.eventos + excluded.eventos, adeudos = c.adeudos + excluded.adeudos,
        adeudo_centavos = c.adeudo_centavos + excluded.adeudo_centavos
$$;--> statement-breakpoint
CREATE FUNCTION events_day_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.fecha, OLD.turno, OLD.deleted_at, OLD.precio_total_centavos, OLD.paid_centavos)
      IS NOT DISTINCT FROM (NEW.fecha, NEW.turno, NEW.deleted_at, NEW.precio_total_centavos, NEW.paid_centavos) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.deleted_at IS NULL THEN
    PERFORM event_day_counts_add(OLD.fecha, OLD.turno, OLD.precio_total_centavos, OLD.paid_centavos, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.deleted_at IS NULL THEN
    PERFORM event_day_counts_add(NEW.fecha, NEW.turno, NEW.precio_total_centavos, NEW.paid_centavos, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER events_day_counts AFTER INSERT OR DELETE OR UPDATE OF fecha, turno, deleted_at, precio_total_centavos, paid_centavos ON events FOR EACH ROW EXECUTE FUNCTION events_day_counts();--> statement-breakpoint
-- All three computed afresh from the payments: once here, and after a bulk load made without triggers
-- (the staff bench's data set).
CREATE FUNCTION report_totals_rebuild() RETURNS void LANGUAGE sql AS $$
  UPDATE events e SET paid_centavos = p.paid
  FROM (SELECT event_id, sum(amount_centavos) AS paid FROM event_payments GROUP BY event_id) p
  WHERE p.event_id = e.id AND e.paid_centavos <> p.paid;
  UPDATE events e SET paid_centavos = 0
  WHERE e.paid_centavos <> 0 AND NOT EXISTS (SELECT 1 FROM event_payments WHERE event_id = e.id);
  DELETE FROM payment_month_totals;
  INSERT INTO payment_month_totals (mes, place_id, metodo, pagos, centavos)
  SELECT date_trunc('month', ep.fecha_de_pago)::date, e.place_id, ep.metodo, count(*), sum(ep.amount_centavos)
  FROM event_payments ep JOIN events e ON e.id = ep.event_id AND e.deleted_at IS NULL
  GROUP BY 1, e.place_id, ep.metodo;
  DELETE FROM payment_day_totals;
  INSERT INTO payment_day_totals (fecha, place_id, metodo, pagos, centavos)
  SELECT ep.fecha_de_pago, e.place_id, ep.metodo, count(*), sum(ep.amount_centavos)
  FROM event_payments ep JOIN events e ON e.id = ep.event_id AND e.deleted_at IS NULL
  GROUP BY ep.fecha_de_pago, e.place_id, ep.metodo;
  DELETE FROM event_day_counts;
  INSERT INTO event_day_counts (fecha, turno, eventos, adeudos, adeudo_centavos)
  SELECT fecha, turno, count(*), count(*) FILTER (WHERE precio_total_centavos > paid_centavos),
         coalesce(sum(greatest(precio_total_centavos - paid_centavos, 0)), 0)
  FROM events WHERE deleted_at IS NULL GROUP BY fecha, turno;
$$;--> statement-breakpoint
SELECT report_totals_rebuild();--> statement-breakpoint
-- The reports no longer read payments by their date (migration 0007's index).
DROP INDEX IF EXISTS "event_payments_fecha_idx";
