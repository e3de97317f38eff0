-- An event's CFDI (docs/product.md "Which CFDI when and why"): its CFDI de ingreso (PUE, or PPD with a
-- complemento de pago per payment), the ones that replaced it, and which CFDI covers each payment — exactly one,
-- by factura_payments' primary key. A payment refunded in full is deleted (features/payments/refund-payment.ts):
-- its coverage goes with it and its complement stays as the PAC has it (a CFDI de egreso for a refund is not
-- built yet). New tables only; the foreign keys to events and event_payments take a short
-- lock on them, bounded here.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
CREATE TABLE "facturas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"metodo_pago" text,
	"forma_pago" text NOT NULL,
	"estado" text DEFAULT 'vigente' NOT NULL,
	"total_centavos" integer NOT NULL,
	"payment_id" uuid,
	"related_id" uuid,
	"parcialidad" integer,
	"saldo_anterior_centavos" integer,
	"saldo_insoluto_centavos" integer,
	"replaced_by_id" uuid,
	"facturapi_id" text NOT NULL,
	"uuid" text NOT NULL,
	"serie" text NOT NULL,
	"folio" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"cancelled_at" timestamp with time zone,
	"pending_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "facturas_facturapi_id_unique" UNIQUE("facturapi_id"),
	CONSTRAINT "facturas_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "facturas_tipo_check" CHECK ("tipo" in ('I', 'P', 'E')),
	CONSTRAINT "facturas_estado_check" CHECK ("estado" in ('vigente', 'sustituida', 'cancelada')),
	CONSTRAINT "facturas_metodo_check" CHECK (("tipo" = 'I') = ("metodo_pago" is not null)),
	CONSTRAINT "facturas_complement_check" CHECK (("tipo" = 'P') = ("related_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "factura_payments" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"factura_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_payment_id_event_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."event_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_related_id_facturas_id_fk" FOREIGN KEY ("related_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facturas" ADD CONSTRAINT "facturas_replaced_by_id_facturas_id_fk" FOREIGN KEY ("replaced_by_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_payments" ADD CONSTRAINT "factura_payments_payment_id_event_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."event_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "factura_payments" ADD CONSTRAINT "factura_payments_factura_id_facturas_id_fk" FOREIGN KEY ("factura_id") REFERENCES "public"."facturas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facturas_event_idx" ON "facturas" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "factura_payments_factura_idx" ON "factura_payments" USING btree ("factura_id");
