DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_sales_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_avg","review_count","id");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("total_sales","review_count","id");--> statement-breakpoint
CREATE INDEX "products_featured_idx" ON "products" USING btree ("is_featured","rating_avg","review_count","id");