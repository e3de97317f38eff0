-- The party page of an event (/fiesta/{codigo}) and its guests' answers (RSVP).
-- docs/architecture.md#guests-data-stays-with-the-family: the code is 128 random bits; a guest's token is
-- kept only as its SHA-256. One open page per event (a closed page keeps its answers, and its code answers
-- 410). The capacity rule (the 'yes' people never above the event's personas) is kept by the use case under a
-- lock of the page's row (FOR UPDATE).
CREATE TABLE "invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"festejado" text NOT NULL,
	"edad" integer NOT NULL,
	"mensaje" text DEFAULT '' NOT NULL,
	"tema" text NOT NULL,
	"fecha_limite" date NOT NULL,
	"mostrar_mapa" boolean DEFAULT true NOT NULL,
	"closed_at" timestamp with time zone,
	"digest_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_edad_check" CHECK ("edad" between 1 and 17)
);
--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_codigo_key" ON "invitations" USING btree ("codigo");
--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_open_event_key" ON "invitations" USING btree ("event_id") WHERE "closed_at" is null;
--> statement-breakpoint
CREATE INDEX "invitations_event_idx" ON "invitations" USING btree ("event_id","created_at");
--> statement-breakpoint
CREATE TABLE "invitation_rsvps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invitation_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"nombre" text NOT NULL,
	"nombre_key" text NOT NULL,
	"asistira" boolean NOT NULL,
	"ninos" integer DEFAULT 0 NOT NULL,
	"adultos" integer DEFAULT 0 NOT NULL,
	"alergias" text DEFAULT '' NOT NULL,
	"telefono" text DEFAULT '' NOT NULL,
	"llegada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitation_rsvps_people_check" CHECK ("ninos" between 0 and 10 and "adultos" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "invitation_rsvps" ADD CONSTRAINT "invitation_rsvps_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_rsvps_token_key" ON "invitation_rsvps" USING btree ("token_hash");
--> statement-breakpoint
CREATE UNIQUE INDEX "invitation_rsvps_name_key" ON "invitation_rsvps" USING btree ("invitation_id","nombre_key");
--> statement-breakpoint
CREATE INDEX "invitation_rsvps_updated_idx" ON "invitation_rsvps" USING btree ("invitation_id","updated_at");
