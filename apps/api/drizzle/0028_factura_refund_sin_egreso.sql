-- A refund waiting for its CFDI de egreso whose credited CFDI was cancelled before the egreso could be issued needs
-- none (SAT relates a nota de crédito only to a CFDI in force): factura_refunds.sin_egreso says why it has none.
-- A nullable column without default: no rewrite, a short lock.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "factura_refunds" ADD COLUMN "sin_egreso" text;
