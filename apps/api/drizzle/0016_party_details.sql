-- The party's own details. A family that stops taking answers keeps its page readable (answers_closed_at; a
-- closed page, closed_at, answers 410 as before). A booking request names the child whose birthday it is, and
-- the age turned (both optional: a client that sends neither names the party after the family, as before).
-- ADD COLUMN with a constant default or none is metadata-only (decision 013).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "answers_closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "festejado" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD COLUMN "edad" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_edad_check" CHECK ("edad" is null or "edad" between 1 and 17) NOT VALID;
