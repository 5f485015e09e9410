CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"name" text NOT NULL,
	"route" text DEFAULT '' NOT NULL,
	"product_key" text DEFAULT '' NOT NULL,
	"events" integer NOT NULL,
	"devices" integer NOT NULL,
	"p75" double precision,
	CONSTRAINT "analytics_daily_day_name_route_product_key_pk" PRIMARY KEY("day","name","route","product_key")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"device_id" text,
	"customer_id" uuid,
	"product_id" uuid,
	"search_term" text,
	"route" text,
	"metric_value" double precision,
	"value" double precision,
	"consent_mode" text DEFAULT 'granted' NOT NULL,
	"page_url" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_events_device_idx" ON "analytics_events" USING btree ("device_id","created_at");--> statement-breakpoint
CREATE INDEX "analytics_events_customer_idx" ON "analytics_events" USING btree ("customer_id","created_at") WHERE "analytics_events"."customer_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_name_idx" ON "analytics_events" USING btree ("name","created_at");