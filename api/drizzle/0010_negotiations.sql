CREATE TABLE "negotiation_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"negotiation_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"counted" boolean NOT NULL,
	"channel" text NOT NULL,
	"move" text NOT NULL,
	"offer" integer,
	"decision" text NOT NULL,
	"reason" text NOT NULL,
	"counter" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "negotiations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"customer_id" uuid,
	"device_id" text,
	"session_id" text NOT NULL,
	"language" text NOT NULL,
	"base_price" integer NOT NULL,
	"floor_price" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"final_price" integer,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "negotiation_rounds" ADD CONSTRAINT "negotiation_rounds_negotiation_id_negotiations_id_fk" FOREIGN KEY ("negotiation_id") REFERENCES "public"."negotiations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "negotiation_rounds_negotiation_idx" ON "negotiation_rounds" USING btree ("negotiation_id","at");--> statement-breakpoint
CREATE INDEX "negotiations_customer_product_idx" ON "negotiations" USING btree ("customer_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiations_device_product_idx" ON "negotiations" USING btree ("device_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "negotiations_updated_idx" ON "negotiations" USING btree ("updated_at");