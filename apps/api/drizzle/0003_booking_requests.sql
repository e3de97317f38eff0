CREATE TABLE "booking_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"place_id" uuid NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"fecha" date NOT NULL,
	"turno" text NOT NULL,
	"personas" integer NOT NULL,
	"banda" text NOT NULL,
	"precio_paquete_centavos" integer NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"hold_until" timestamp with time zone NOT NULL,
	"motivo" text,
	"event_id" uuid,
	"decided_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_requests_estado_check" CHECK ("estado" in ('pendiente', 'confirmada', 'rechazada', 'vencida', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "slot_claims" (
	"place_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"turno" text NOT NULL,
	"event_id" uuid,
	"request_id" uuid,
	"hold_until" timestamp with time zone,
	CONSTRAINT "slot_claims_pkey" PRIMARY KEY ("place_id", "fecha", "turno"),
	CONSTRAINT "slot_claims_one_owner_check" CHECK (("event_id" is null) <> ("request_id" is null) and ("request_id" is null) = ("hold_until" is null))
);
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_claims" ADD CONSTRAINT "slot_claims_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_requests_customer_idx" ON "booking_requests" USING btree ("customer_id","estado");--> statement-breakpoint
CREATE INDEX "booking_requests_place_idx" ON "booking_requests" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_created_idx" ON "booking_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "booking_requests_pending_hold_idx" ON "booking_requests" USING btree ("hold_until") WHERE "estado" = 'pendiente';--> statement-breakpoint
CREATE INDEX "booking_requests_package_idx" ON "booking_requests" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "booking_requests_event_idx" ON "booking_requests" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "booking_requests_decided_by_idx" ON "booking_requests" USING btree ("decided_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_event_key" ON "slot_claims" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_claims_request_key" ON "slot_claims" USING btree ("request_id");--> statement-breakpoint
-- docs/decisions/005: every live event claims its slot through this trigger, so an event and a booking
-- request's hold can never share a slot, whichever code path writes the event (create, edit, date change,
-- delete). A hold already past its time is dropped first.
CREATE FUNCTION "events_claim_slot"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		IF NEW.place_id = OLD.place_id AND NEW.fecha = OLD.fecha AND NEW.turno = OLD.turno
			AND (NEW.deleted_at IS NULL) = (OLD.deleted_at IS NULL) THEN
			RETURN NULL;
		END IF;
		DELETE FROM slot_claims WHERE event_id = OLD.id;
	END IF;
	IF NEW.deleted_at IS NULL THEN
		DELETE FROM slot_claims
			WHERE place_id = NEW.place_id AND fecha = NEW.fecha AND turno = NEW.turno
				AND request_id IS NOT NULL AND hold_until <= now();
		INSERT INTO slot_claims (place_id, fecha, turno, event_id) VALUES (NEW.place_id, NEW.fecha, NEW.turno, NEW.id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "events_claim_slot" AFTER INSERT OR UPDATE OF "place_id", "fecha", "turno", "deleted_at" ON "events"
	FOR EACH ROW EXECUTE FUNCTION "events_claim_slot"();
--> statement-breakpoint
INSERT INTO "slot_claims" ("place_id", "fecha", "turno", "event_id")
	SELECT "place_id", "fecha", "turno", "id" FROM "events" WHERE "deleted_at" IS NULL;
