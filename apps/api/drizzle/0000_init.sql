CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"email_contacto" text DEFAULT '' NOT NULL,
	"email_trabajo" text DEFAULT '' NOT NULL,
	"phone1" text DEFAULT '' NOT NULL,
	"phone2" text DEFAULT '' NOT NULL,
	"phone3" text DEFAULT '' NOT NULL,
	"url_facebook" text DEFAULT '' NOT NULL,
	"url_instagram" text DEFAULT '' NOT NULL,
	"url_twitter" text DEFAULT '' NOT NULL,
	"url_youtube" text DEFAULT '' NOT NULL,
	"active_descripcion" boolean DEFAULT true NOT NULL,
	"active_direccion" boolean DEFAULT true NOT NULL,
	"active_contacto" boolean DEFAULT true NOT NULL,
	"active_trabajo" boolean DEFAULT true NOT NULL,
	"active_phone1" boolean DEFAULT true NOT NULL,
	"active_phone2" boolean DEFAULT true NOT NULL,
	"active_phone3" boolean DEFAULT true NOT NULL,
	"active_facebook" boolean DEFAULT true NOT NULL,
	"active_instagram" boolean DEFAULT true NOT NULL,
	"active_twitter" boolean DEFAULT true NOT NULL,
	"active_youtube" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "package_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"package_id" uuid NOT NULL,
	"descripcion" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tipo" text DEFAULT 'paquete' NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '#ff6900' NOT NULL,
	"color_texto" text DEFAULT '#ffffff' NOT NULL,
	"basico_centavos" integer NOT NULL,
	"grande_centavos" integer NOT NULL,
	"descuento_centavos" integer,
	"duracion" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"precio_centavos" integer NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"tipo" text DEFAULT 'producto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_extras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"nombre" text NOT NULL,
	"piezas" integer DEFAULT 1 NOT NULL,
	"precio_centavos" integer NOT NULL,
	"product_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"amount_centavos" integer NOT NULL,
	"metodo" text DEFAULT '' NOT NULL,
	"fecha_de_pago" date NOT NULL,
	"received_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fecha" date NOT NULL,
	"turno" text NOT NULL,
	"place_id" uuid NOT NULL,
	"package_id" uuid,
	"package_name" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"creator_id" uuid,
	"personas" integer NOT NULL,
	"entrada" text DEFAULT '' NOT NULL,
	"salida" text DEFAULT '' NOT NULL,
	"precio_paquete_centavos" integer NOT NULL,
	"descuento_centavos" integer DEFAULT 0 NOT NULL,
	"precio_total_centavos" integer NOT NULL,
	"comentarios" text DEFAULT '' NOT NULL,
	"guisado" text DEFAULT '' NOT NULL,
	"guisado1" text DEFAULT '' NOT NULL,
	"guisado2" text DEFAULT '' NOT NULL,
	"guisado3" text DEFAULT '' NOT NULL,
	"guisado4" text DEFAULT '' NOT NULL,
	"infantil" text DEFAULT '' NOT NULL,
	"pastel" text DEFAULT '' NOT NULL,
	"pinata" text DEFAULT '' NOT NULL,
	"refrescos" text DEFAULT '' NOT NULL,
	"agua" text DEFAULT '' NOT NULL,
	"dulceros" text DEFAULT '' NOT NULL,
	"show" text DEFAULT '' NOT NULL,
	"fecha_de_registro" date NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sucursal" text NOT NULL,
	"lugarname" text NOT NULL,
	"direccion" text DEFAULT '' NOT NULL,
	"horario" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mapa_url" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"place_id" uuid,
	"session_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gallery_images" ADD CONSTRAINT "gallery_images_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_descriptions" ADD CONSTRAINT "package_descriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_extras" ADD CONSTRAINT "event_extras_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_extras" ADD CONSTRAINT "event_extras_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_payments" ADD CONSTRAINT "event_payments_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "gallery_images_place_idx" ON "gallery_images" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "package_descriptions_package_idx" ON "package_descriptions" USING btree ("package_id","created_at");--> statement-breakpoint
CREATE INDEX "packages_place_idx" ON "packages" USING btree ("place_id","created_at");--> statement-breakpoint
CREATE INDEX "event_extras_event_idx" ON "event_extras" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "event_payments_event_idx" ON "event_payments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "events_live_slot_key" ON "events" USING btree ("place_id","fecha","turno") WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_customer_idx" ON "events" USING btree ("customer_id","fecha");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator_id");--> statement-breakpoint
CREATE INDEX "events_fecha_idx" ON "events" USING btree ("fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "places_lugarname_key" ON "places" USING btree ("lugarname");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_key" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","name");--> statement-breakpoint
CREATE INDEX "users_place_idx" ON "users" USING btree ("place_id");