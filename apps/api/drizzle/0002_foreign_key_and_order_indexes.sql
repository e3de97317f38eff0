CREATE INDEX "event_extras_product_idx" ON "event_extras" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "event_payments_received_by_idx" ON "event_payments" USING btree ("received_by_id");--> statement-breakpoint
CREATE INDEX "events_package_idx" ON "events" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("name"),lower("lastname"),"id");