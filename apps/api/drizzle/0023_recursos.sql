-- A branch's resources (animadores, fotógrafos…) and their assignment to its parties. One resource is never at two
-- parties whose hours overlap, in any salón: an exclusion constraint decides it, so two staff assigning the same
-- person at once get one success and one refusal, never both. A party's hours are its date and its turno's hours in
-- the branch's schedule (turno_periodo), recomputed when the schedule changes; a party deleted, moved to another
-- date, turno or branch lets its resources go (staff assign them again).
-- GiST has no operator class for uuid = without the btree_gist extension, which every opener of an embedded
-- (PGlite) database would then have to load; ranges have one built in, so the resource's number as a one-point
-- range makes && mean "the same resource".
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "recursos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"numero" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
	"place_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"activo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recursos_id_numero_key" UNIQUE ("id", "numero"),
	CONSTRAINT "recursos_tipo_check" CHECK ("tipo" in ('animador', 'fotografo', 'otro'))
);--> statement-breakpoint
ALTER TABLE "recursos" ADD CONSTRAINT "recursos_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "recursos_place_nombre_key" ON "recursos" USING btree ("place_id",lower("nombre"));--> statement-breakpoint
CREATE TABLE "event_recursos" (
	"event_id" uuid NOT NULL,
	"recurso_id" uuid NOT NULL,
	"recurso_numero" bigint NOT NULL,
	"periodo" tsrange NOT NULL,
	CONSTRAINT "event_recursos_pkey" PRIMARY KEY ("event_id", "recurso_id"),
	CONSTRAINT "event_recursos_no_overlap" EXCLUDE USING gist (
		int8range("recurso_numero", "recurso_numero", '[]') WITH &&, "periodo" WITH &&)
);--> statement-breakpoint
ALTER TABLE "event_recursos" ADD CONSTRAINT "event_recursos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_recursos" ADD CONSTRAINT "event_recursos_recurso_fk" FOREIGN KEY ("recurso_id", "recurso_numero") REFERENCES "public"."recursos"("id", "numero") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_recursos_recurso_idx" ON "event_recursos" USING btree ("recurso_id");--> statement-breakpoint
-- A party's hours on its date: its turno's in the schedule given (a branch's turno_schedules.turnos, or the chain's
-- default the API passes); a turno the schedule no longer has takes the whole day.
CREATE FUNCTION "turno_periodo"("fecha" date, "turno" text, "turnos" jsonb) RETURNS tsrange
	LANGUAGE sql IMMUTABLE AS $$
	SELECT coalesce(
		(SELECT tsrange(fecha + (t->>'inicio')::time, fecha + (t->>'fin')::time)
			FROM jsonb_array_elements(turnos) t WHERE t->>'nombre' = turno LIMIT 1),
		tsrange(fecha::timestamp, (fecha + 1)::timestamp))
$$;
--> statement-breakpoint
CREATE FUNCTION "event_recursos_release"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.deleted_at IS NOT NULL OR NEW.fecha IS DISTINCT FROM OLD.fecha OR NEW.turno IS DISTINCT FROM OLD.turno
		OR NEW.place_id IS DISTINCT FROM OLD.place_id THEN
		DELETE FROM event_recursos WHERE event_id = NEW.id;
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_release_recursos" AFTER UPDATE OF "deleted_at", "fecha", "turno", "place_id" ON "events"
	FOR EACH ROW EXECUTE FUNCTION "event_recursos_release"();
--> statement-breakpoint
CREATE FUNCTION "event_recursos_follow_schedule"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE event_recursos er SET periodo = turno_periodo(e.fecha, e.turno, NEW.turnos)
		FROM events e WHERE e.id = er.event_id AND e.place_id = NEW.place_id;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "turno_schedules_move_recursos" AFTER INSERT OR UPDATE OF "turnos" ON "turno_schedules"
	FOR EACH ROW EXECUTE FUNCTION "event_recursos_follow_schedule"();
