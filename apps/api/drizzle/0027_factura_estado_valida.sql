-- A CFDI in force is 'valida' (the state the API names, as Facturapi does), no longer 'vigente'; staff still read
-- SAT's word, 'Vigente'. The check, the default and the one-global-per-month index follow the new name.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "facturas" DROP CONSTRAINT "facturas_estado_check";--> statement-breakpoint
DROP INDEX IF EXISTS "facturas_global_mes_idx";--> statement-breakpoint
UPDATE "facturas" SET "estado" = 'valida' WHERE "estado" = 'vigente';--> statement-breakpoint
ALTER TABLE "facturas" ALTER COLUMN "estado" SET DEFAULT 'valida';--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_estado_check" CHECK ("estado" in ('valida', 'cancelacion_pendiente', 'sustituida', 'cancelada')) NOT VALID;--> statement-breakpoint
ALTER TABLE "facturas" VALIDATE CONSTRAINT "facturas_estado_check";--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "facturas_global_mes_idx" ON "facturas" USING btree ("global_mes") WHERE "global_mes" is not null and "estado" = 'valida';
