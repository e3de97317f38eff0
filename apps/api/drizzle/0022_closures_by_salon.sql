-- A closure may close one salón of its branch instead of the whole branch (salon_id null: the whole branch, or
-- every branch when place_id is null too). A salón's closures go with it. The table is small and the new column
-- empty, so the check and the foreign key are validated at once (docs/decisions/013-migrations-upgrades-and-locks.md).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "closures" ADD COLUMN "salon_id" uuid;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_salon_id_salones_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closures" ADD CONSTRAINT "closures_salon_has_place_check" CHECK ("salon_id" is null or "place_id" is not null);--> statement-breakpoint
CREATE INDEX "closures_salon_idx" ON "closures" USING btree ("salon_id") WHERE "closures"."salon_id" is not null;
