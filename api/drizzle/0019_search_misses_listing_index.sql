CREATE TABLE "search_misses" (
	"query" text NOT NULL,
	"language" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"first_seen" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_misses_query_language_pk" PRIMARY KEY("query","language")
);
--> statement-breakpoint
CREATE INDEX "search_misses_count_idx" ON "search_misses" USING btree ("count","last_seen");--> statement-breakpoint
CREATE INDEX "products_listing_cover_idx" ON "products" USING btree ("category_id","price","rating_avg","review_count","total_sales","is_featured","created_at","id","subcategory_id","brand_id","stock_total","free_shipping","discount_pct","gender") WHERE deleted_at is null;