-- Which reminder (N days before) went to an event on its date, so each is sent once even with
-- several instances sweeping at once (the primary key decides). Moving the event to another date allows
-- its reminders again. pg-boss keeps its own tables in the `pgboss` schema, created by pg-boss at start.
CREATE TABLE "event_reminders" (
	"event_id" uuid NOT NULL,
	"fecha" date NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_pkey" PRIMARY KEY("event_id","fecha","days_before")
);
--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
