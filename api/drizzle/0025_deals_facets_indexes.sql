DROP INDEX "products_on_sale_idx";--> statement-breakpoint
DROP INDEX "products_discount_idx";--> statement-breakpoint
CREATE INDEX "products_on_sale_idx" ON "products" USING btree ("price","discount_pct","rating_avg","stock_total","brand_id","free_shipping","gender","category_id") WHERE deleted_at is null and original_price > price;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_pct","rating_avg");