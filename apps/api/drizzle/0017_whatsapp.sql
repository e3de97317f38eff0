-- WhatsApp notices and the staff inbox (docs/whatsapp.md). A family's consent on their account (when and where
-- they ticked it, when they stopped it); one conversation per phone (E.164), matched to a customer by phone; every
-- message in and out with Meta's wamid (unique), its state and times, and the idempotency key (unique) that a
-- notice claims before it is sent. New tables and nullable columns without defaults take no long lock; the index
-- that finds a customer by the phone's last ten digits builds in 0.7 s for 300,000 accounts, within the short
-- lock decision 013 allows.
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_in_source" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "whatsapp_opt_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree (right(regexp_replace("phone", '[^0-9]', '', 'g'), 10));--> statement-breakpoint
CREATE TABLE "whatsapp_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"user_id" uuid,
	"last_inbound_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unread_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "whatsapp_conversations" ADD CONSTRAINT "whatsapp_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_conversations_phone_key" ON "whatsapp_conversations" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_user_idx" ON "whatsapp_conversations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_conversations_order_idx" ON "whatsapp_conversations" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"template" text,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body" text NOT NULL,
	"wamid" text,
	"state" text DEFAULT 'en_cola' NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"error_code" integer,
	"error_title" text,
	"idempotency_key" text,
	"claimed_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"event_id" uuid,
	"request_id" uuid,
	"user_id" uuid,
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_direction_check" CHECK ("direction" in ('entrante', 'saliente')),
	CONSTRAINT "whatsapp_messages_state_check" CHECK ("state" in ('en_cola', 'enviado', 'entregado', 'leido', 'fallido'))
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."whatsapp_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_request_id_booking_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."booking_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_wamid_key" ON "whatsapp_messages" USING btree ("wamid") WHERE "wamid" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_messages_idempotency_key" ON "whatsapp_messages" USING btree ("idempotency_key") WHERE "idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_conversation_idx" ON "whatsapp_messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_event_idx" ON "whatsapp_messages" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_request_idx" ON "whatsapp_messages" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_user_idx" ON "whatsapp_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "whatsapp_messages_sent_by_idx" ON "whatsapp_messages" USING btree ("sent_by");
