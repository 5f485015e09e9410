CREATE INDEX "customers_admin_search_idx" ON "customers" USING gin ((first_name || ' ' || last_name || ' ' || coalesce(email, '') || ' ' || phone) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_admin_search_idx" ON "orders" USING gin ((order_number || ' ' || customer_first_name || ' ' || customer_last_name || ' ' || customer_phone) gin_trgm_ops);