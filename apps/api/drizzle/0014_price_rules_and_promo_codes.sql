-- Price rules, promo codes and the quote a booking request keeps.
-- price_rules: a weekday and/or date-range rule for one branch (place_id) or every branch (null); a percentage
-- of the band price or a fixed amount in centavos, exactly one (negative = discount).
-- promo_codes: codigo is kept upper case (case-insensitive, unique). `usos` is counted by the database: a use
-- is taken with `update … set usos = usos + 1 where usos < usos_maximos` in the request's transaction (the row
-- lock makes concurrent takers wait and re-check), and the check below keeps it within bounds whatever happens.
-- booking_requests.cotizacion: the quote (centavos) the request was made with — an event keeps that price.
-- booking_requests is small next to events (decision 013): the new nullable columns are metadata-only, and the
-- partial index on promo_code_id (all null at upgrade) builds at once.
SET LOCAL lock_timeout = '5s';
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"place_id" uuid,
	"nombre" text NOT NULL,
	"dias" integer[],
	"desde" date,
	"hasta" date,
	"porcentaje" numeric(7, 2),
	"monto_centavos" integer,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rules_amount_check" CHECK (("porcentaje" is null) <> ("monto_centavos" is null)),
	CONSTRAINT "price_rules_when_check" CHECK ("dias" is not null or ("desde" is not null and "hasta" is not null)),
	CONSTRAINT "price_rules_range_check" CHECK (("desde" is null) = ("hasta" is null) and ("desde" is null or "desde" <= "hasta"))
);
--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "price_rules_place_idx" ON "price_rules" USING btree ("place_id","created_at");
--> statement-breakpoint
CREATE INDEX "price_rules_created_by_idx" ON "price_rules" USING btree ("created_by_id");
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"porcentaje" numeric(5, 2),
	"monto_centavos" integer,
	"desde" date NOT NULL,
	"hasta" date NOT NULL,
	"lugares" uuid[] DEFAULT '{}' NOT NULL,
	"minimo_centavos" integer,
	"usos_maximos" integer,
	"usos" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_amount_check" CHECK (("porcentaje" is null) <> ("monto_centavos" is null)),
	CONSTRAINT "promo_codes_codigo_upper_check" CHECK ("codigo" = upper("codigo")),
	CONSTRAINT "promo_codes_usos_check" CHECK ("usos" >= 0 and ("usos_maximos" is null or "usos" <= "usos_maximos"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_codigo_key" ON "promo_codes" USING btree ("codigo");
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "cotizacion" jsonb;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "promo_code_id" uuid;
--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "booking_requests_promo_code_idx" ON "booking_requests" USING btree ("promo_code_id") WHERE "promo_code_id" is not null;
