-- A branch's salones and its turnos by weekday. Every branch gets a 'Salón principal' (the seed's head-count
-- bands, 50–150); events, booking requests and slot claims name their salón (nullable). Triggers keep the
-- one-salón model working unchanged: a new branch gets its 'Salón principal', and a new event, request or
-- claim with no salón (every one, until booking chooses salones) takes its branch's first active salón by
-- `orden` (a claim, its event's or request's); an event moved to another branch takes that branch's. The claim's key stays branch, date and turno.
-- Only live rows dated from yesterday on are backfilled here: a backfill of every event is a table rewrite
-- (docs/decisions/013-migrations-upgrades-and-locks.md); a past row's null salón is its branch's only one.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "salones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"capacidad_min" integer NOT NULL,
	"capacidad_max" integer NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salones_capacidad_check" CHECK ("capacidad_min" >= 1 and "capacidad_min" <= "capacidad_max")
);--> statement-breakpoint
ALTER TABLE "salones" ADD CONSTRAINT "salones_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "salones_place_nombre_key" ON "salones" USING btree ("place_id",lower("nombre"));--> statement-breakpoint
CREATE INDEX "salones_place_order_idx" ON "salones" USING btree ("place_id","orden","created_at");--> statement-breakpoint
CREATE TABLE "turno_schedules" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"turnos" jsonb NOT NULL,
	"limpieza_min" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "turno_schedules_limpieza_check" CHECK ("limpieza_min" between 0 and 240)
);--> statement-breakpoint
ALTER TABLE "turno_schedules" ADD CONSTRAINT "turno_schedules_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "salones" ("place_id", "nombre", "capacidad_min", "capacidad_max", "orden")
	SELECT "id", 'Salón principal', 50, 150, 0 FROM "places";--> statement-breakpoint
CREATE FUNCTION "places_add_principal_salon"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO salones (place_id, nombre, capacidad_min, capacidad_max, orden)
		VALUES (NEW.id, 'Salón principal', 50, 150, 0);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "places_add_principal_salon" AFTER INSERT ON "places"
	FOR EACH ROW EXECUTE FUNCTION "places_add_principal_salon"();
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "salon_id" uuid;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "salon_id" uuid;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD COLUMN "salon_id" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_salon_id_salones_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_salon_id_salones_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_salon_id_salones_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "events" e SET "salon_id" = s."id" FROM "salones" s
	WHERE s."place_id" = e."place_id" AND e."fecha" >= current_date - 1 AND e."deleted_at" IS NULL;--> statement-breakpoint
UPDATE "booking_requests" r SET "salon_id" = s."id" FROM "salones" s
	WHERE s."place_id" = r."place_id" AND r."fecha" >= current_date - 1;--> statement-breakpoint
UPDATE "slot_claims" c SET "salon_id" = s."id" FROM "salones" s
	WHERE s."place_id" = c."place_id" AND c."fecha" >= current_date - 1;--> statement-breakpoint
CREATE INDEX "events_salon_idx" ON "events" USING btree ("salon_id") WHERE "events"."salon_id" is not null;--> statement-breakpoint
CREATE INDEX "booking_requests_salon_idx" ON "booking_requests" USING btree ("salon_id") WHERE "booking_requests"."salon_id" is not null;--> statement-breakpoint
CREATE INDEX "slot_claims_salon_idx" ON "slot_claims" USING btree ("salon_id","fecha") WHERE "slot_claims"."salon_id" is not null;--> statement-breakpoint
CREATE FUNCTION "fill_salon_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' AND NEW.place_id IS DISTINCT FROM OLD.place_id
		AND NEW.salon_id IS NOT DISTINCT FROM OLD.salon_id THEN
		NEW.salon_id := NULL;
	END IF;
	IF NEW.salon_id IS NULL THEN
		NEW.salon_id := (SELECT id FROM salones WHERE place_id = NEW.place_id AND activo
			ORDER BY orden, created_at, id LIMIT 1);
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_fill_salon_id" BEFORE INSERT OR UPDATE OF "place_id" ON "events"
	FOR EACH ROW EXECUTE FUNCTION "fill_salon_id"();
--> statement-breakpoint
CREATE TRIGGER "booking_requests_fill_salon_id" BEFORE INSERT OR UPDATE OF "place_id" ON "booking_requests"
	FOR EACH ROW EXECUTE FUNCTION "fill_salon_id"();
--> statement-breakpoint
-- a claim is held in its event's or request's salón (triggers of one event fire in the order of their names)
CREATE FUNCTION "slot_claims_fill_salon_id"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.salon_id IS NULL AND NEW.event_id IS NOT NULL THEN
		NEW.salon_id := (SELECT salon_id FROM events WHERE id = NEW.event_id);
	ELSIF NEW.salon_id IS NULL AND NEW.request_id IS NOT NULL THEN
		NEW.salon_id := (SELECT salon_id FROM booking_requests WHERE id = NEW.request_id);
	END IF;
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "slot_claims_salon_1_from_owner" BEFORE INSERT ON "slot_claims"
	FOR EACH ROW EXECUTE FUNCTION "slot_claims_fill_salon_id"();
--> statement-breakpoint
CREATE TRIGGER "slot_claims_salon_2_first_active" BEFORE INSERT OR UPDATE OF "place_id" ON "slot_claims"
	FOR EACH ROW EXECUTE FUNCTION "fill_salon_id"();
