-- Refunds, cancellation and card funding for the CFDI (docs/product.md "Which CFDI when and why"):
-- * event_payments.card_funding: an online card's funding as the provider's charge says it (credit, debit, prepaid,
--   unknown), so its forma de pago is 04 or 28;
-- * facturas: a cancellation may wait for the receiver's answer ('cancelacion_pendiente'), with its SAT motivo;
--   a CFDI de egreso (tipo E) relates the CFDI it credits, as a complement relates the one it pays;
-- * factura_refunds: a refund of a payment that a PUE CFDI or a factura global covered, waiting for (then pointing
--   at) its CFDI de egreso, written in the refund's own transaction;
-- * facturapi_webhook_events: the Facturapi events already applied (a replay changes nothing).
-- Nullable columns without default and checks added NOT VALID then validated: no rewrite, short locks.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "event_payments" ADD COLUMN "card_funding" text;--> statement-breakpoint
ALTER TABLE "facturas" ADD COLUMN "cancel_motivo" text;--> statement-breakpoint
ALTER TABLE "facturas" DROP CONSTRAINT "facturas_estado_check";--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_estado_check" CHECK ("estado" in ('vigente', 'cancelacion_pendiente', 'sustituida', 'cancelada')) NOT VALID;--> statement-breakpoint
ALTER TABLE "facturas" VALIDATE CONSTRAINT "facturas_estado_check";--> statement-breakpoint
ALTER TABLE "facturas" DROP CONSTRAINT "facturas_complement_check";--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_related_check" CHECK (("tipo" in ('P', 'E')) = ("related_id" is not null)) NOT VALID;--> statement-breakpoint
ALTER TABLE "facturas" VALIDATE CONSTRAINT "facturas_related_check";--> statement-breakpoint
CREATE TABLE "factura_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"refund_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"factura_id" uuid NOT NULL,
	"amount_centavos" integer NOT NULL,
	"forma_pago" text NOT NULL,
	"egreso_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factura_refunds_refund_id_unique" UNIQUE("refund_id")
);
--> statement-breakpoint
ALTER TABLE "factura_refunds" ADD CONSTRAINT "factura_refunds_refund_id_online_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."online_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_refunds" ADD CONSTRAINT "factura_refunds_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_refunds" ADD CONSTRAINT "factura_refunds_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_refunds" ADD CONSTRAINT "factura_refunds_egreso_id_facturas_id_fk" FOREIGN KEY ("egreso_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "factura_refunds_event_idx" ON "factura_refunds" USING btree ("event_id");--> statement-breakpoint
CREATE TABLE "facturapi_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "facturas_created_idx" ON "facturas" USING btree ("created_at");
