ALTER TABLE "flash_deals" ALTER COLUMN "deal_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "product_variants" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
-- PostgreSQL cannot change the type of a column a generated column reads: discount_pct goes
-- while price and original_price widen, then comes back with the same definition and index.
DROP INDEX IF EXISTS "products_discount_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "discount_pct";--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "original_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "discount_pct" integer GENERATED ALWAYS AS (case when original_price > price then round((original_price - price) * 100.0 / original_price)::int else 0 end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_discount_idx" ON "products" USING btree ("discount_pct");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "floor_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "value" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "coupons" ALTER COLUMN "min_subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ALTER COLUMN "offer" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ALTER COLUMN "counter" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "negotiations" ALTER COLUMN "base_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "negotiations" ALTER COLUMN "floor_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "negotiations" ALTER COLUMN "final_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "list_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "line_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "subtotal" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "discount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "standard_fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "standard_fee" SET DEFAULT 2000;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "free_above" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "free_above" SET DEFAULT 50000;--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "free_shipping_threshold" SET DATA TYPE bigint;