-- The monthly factura global (docs/product.md "Which CFDI when and why"): one CFDI a month to 'PUBLICO EN GENERAL'
-- for the payments of that month no customer's CFDI covers. It belongs to no event, so a CFDI has either an event
-- or the month it is the global of. Its payments are in factura_payments as any other CFDI's: each payment is
-- covered once. Column changes only (no rewrite: dropping NOT NULL and a nullable column without default are
-- catalog changes; the check is added NOT VALID, then validated without blocking writes).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "facturas" ALTER COLUMN "event_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "global_mes" text;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_event_or_global_check" CHECK (("event_id" is null) = ("global_mes" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "facturas" VALIDATE CONSTRAINT "facturas_event_or_global_check";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "facturas_global_mes_idx" ON "facturas" USING btree ("global_mes") WHERE "global_mes" is not null and "estado" = 'vigente';
