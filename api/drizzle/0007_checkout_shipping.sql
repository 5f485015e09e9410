CREATE TABLE "used_negotiation_tokens" (
	"token_id" text PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_settings" ALTER COLUMN "free_above" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "shipping_settings" ADD COLUMN "free_shipping_threshold" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "used_negotiation_tokens_order_idx" ON "used_negotiation_tokens" USING btree ("order_id");