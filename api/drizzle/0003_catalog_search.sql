ALTER TABLE "products" ADD COLUMN "main_image" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, isoko_unaccent(name)), 'A') || setweight(to_tsvector('simple'::regconfig, isoko_unaccent(search_terms)), 'B')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_pct" integer GENERATED ALWAYS AS (case when original_price > price then round((original_price - price) * 100.0 / original_price)::int else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "flash_deals_product_idx" ON "flash_deals" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_events_device_idx" ON "product_events" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","total_sales");--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_pct");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_sizes_idx" ON "products" USING gin ("sizes");--> statement-breakpoint
CREATE INDEX "products_colors_idx" ON "products" USING gin ("colors");