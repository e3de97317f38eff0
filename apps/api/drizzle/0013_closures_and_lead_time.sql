-- Closures (a branch, or every branch when place_id is null, closed from desde to hasta, both
-- included, with the reason families see) and each branch's lead time for a family's request. Both are read by
-- apps/api/src/slots/ ('can this slot be had'). ADD COLUMN with a constant default is metadata-only (decision 013).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "places" ADD COLUMN "dias_anticipacion" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_dias_anticipacion_check" CHECK ("dias_anticipacion" between 0 and 60);--> statement-breakpoint
CREATE TABLE "closures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"motivo" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "closures_range_check" CHECK ("desde" <= "hasta")
);
--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closures_place_idx" ON "closures" USING btree ("place_id","hasta");--> statement-breakpoint
CREATE INDEX "closures_created_by_idx" ON "closures" USING btree ("created_by_id");
