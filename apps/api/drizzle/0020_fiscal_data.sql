-- A family's fiscal data ('Datos de facturación'), as a CFDI 4.0 names its receiver: one row per account, written
-- by its owner after packages/shared/src/fiscal/fiscal-data.ts has checked it (RFC, régimen for that kind of
-- person, use of CFDI for that régimen, postal code), so no invalid receiver ever reaches the PAC; with invoicing on,
-- kept only once the PAC has checked them against SAT's records (pac_customer_id: the customer it keeps).
CREATE TABLE "fiscal_data" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"rfc" text NOT NULL,
	"razon_social" text NOT NULL,
	"regimen_fiscal" text NOT NULL,
	"codigo_postal" text NOT NULL,
	"uso_cfdi" text NOT NULL,
	"email" text NOT NULL,
	"pac_customer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_data_codigo_postal_check" CHECK ("codigo_postal" ~ '^[0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "fiscal_data" ADD CONSTRAINT "fiscal_data_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
