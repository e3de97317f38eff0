-- How to finish an online payment that is on its way, as the provider gave it when the payment went pending: an
-- OXXO voucher (its number, Stripe's hosted voucher page) or a SPEI transfer (the CLABE, the reference, Stripe's
-- hosted instructions). Shown to the family on /pedidos and on the payment's page until it is paid. A nullable
-- column without a default is metadata-only (decision 013).
SET LOCAL lock_timeout = '5s';--> statement-breakpoint
ALTER TABLE "online_payments" ADD COLUMN "pay_instructions" jsonb;
