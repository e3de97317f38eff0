-- docs/architecture.md#money-online: money online. The contract's terms as versions, their acceptances, the
-- online payments (one row per Checkout Session we asked for), the provider's events already handled
-- (idempotency by event id), the refunds asked for, and the provider's customer of an account (SPEI needs
-- one).
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"texto" text NOT NULL,
	"sha256" text NOT NULL,
	"author_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"author_name" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL REFERENCES "terms_versions"("version") ON DELETE RESTRICT,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"signer_name" text NOT NULL,
	"request_id" uuid REFERENCES "booking_requests"("id") ON DELETE SET NULL,
	"event_id" uuid REFERENCES "events"("id") ON DELETE SET NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "terms_versions_author_idx" ON "terms_versions" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "terms_acceptances_version_idx" ON "terms_acceptances" USING btree ("version");--> statement-breakpoint
CREATE INDEX "terms_acceptances_request_idx" ON "terms_acceptances" USING btree ("request_id","accepted_at");--> statement-breakpoint
CREATE INDEX "terms_acceptances_event_idx" ON "terms_acceptances" USING btree ("event_id","accepted_at");--> statement-breakpoint
CREATE INDEX "terms_acceptances_user_idx" ON "terms_acceptances" USING btree ("user_id");--> statement-breakpoint
CREATE TABLE "online_payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE RESTRICT,
	"place_id" uuid NOT NULL REFERENCES "places"("id") ON DELETE RESTRICT,
	"request_id" uuid REFERENCES "booking_requests"("id") ON DELETE SET NULL,
	"event_id" uuid REFERENCES "events"("id") ON DELETE SET NULL,
	"acceptance_id" uuid REFERENCES "terms_acceptances"("id") ON DELETE SET NULL,
	"amount_centavos" integer NOT NULL,
	"currency" text DEFAULT 'mxn' NOT NULL,
	"estado" text DEFAULT 'abierto' NOT NULL,
	"provider" text DEFAULT 'stripe' NOT NULL,
	"session_id" text NOT NULL,
	"session_url" text,
	"payment_intent_id" text,
	"metodo" text,
	"event_payment_id" uuid REFERENCES "event_payments"("id") ON DELETE SET NULL,
	"refunded_centavos" integer DEFAULT 0 NOT NULL,
	"auto_refund_due" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"pay_before" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"review_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_payments_kind_check" CHECK ("kind" in ('anticipo', 'saldo')),
	CONSTRAINT "online_payments_estado_check" CHECK ("estado" in ('abierto', 'pagado', 'pendiente', 'fallido', 'vencido', 'reembolsado', 'reembolsado_parcial', 'revisar')),
	CONSTRAINT "online_payments_amount_check" CHECK ("amount_centavos" > 0 AND "refunded_centavos" >= 0 AND "refunded_centavos" <= "amount_centavos"),
	CONSTRAINT "online_payments_target_check" CHECK ("request_id" IS NOT NULL OR "event_id" IS NOT NULL OR "kind" = 'anticipo')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "online_payments_session_key" ON "online_payments" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "online_payments_intent_idx" ON "online_payments" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "online_payments_request_idx" ON "online_payments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_event_idx" ON "online_payments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_customer_idx" ON "online_payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "online_payments_list_idx" ON "online_payments" USING btree ("created_at" DESC,"id");--> statement-breakpoint
CREATE INDEX "online_payments_place_idx" ON "online_payments" USING btree ("place_id","created_at" DESC);--> statement-breakpoint
CREATE INDEX "online_payments_event_payment_idx" ON "online_payments" USING btree ("event_payment_id");--> statement-breakpoint
CREATE INDEX "online_payments_acceptance_idx" ON "online_payments" USING btree ("acceptance_id");--> statement-breakpoint
CREATE INDEX "online_payments_unsettled_idx" ON "online_payments" USING btree ("updated_at") WHERE "estado" in ('abierto', 'pendiente') OR "auto_refund_due";--> statement-breakpoint
CREATE TABLE "online_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL REFERENCES "online_payments"("id") ON DELETE CASCADE,
	"amount_centavos" integer NOT NULL,
	"motivo" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"actor_id" uuid REFERENCES "users"("id") ON DELETE SET NULL,
	"actor_name" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_refunds_amount_check" CHECK ("amount_centavos" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "online_refunds_provider_key" ON "online_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "online_refunds_payment_idx" ON "online_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "online_refunds_actor_idx" ON "online_refunds" USING btree ("actor_id");--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"provider_customer_id" text NOT NULL
);
