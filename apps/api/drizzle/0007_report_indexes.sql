-- The reports read a period's payments by their payment date; INCLUDE lets the earnings and
-- payment-method sums read the index alone (amount, method and the event for its branch).
CREATE INDEX IF NOT EXISTS "event_payments_fecha_idx" ON "event_payments" USING btree ("fecha_de_pago") INCLUDE ("event_id", "amount_centavos", "metodo");
