ALTER TABLE "customers" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "order_timeline" ADD COLUMN "note_params" jsonb;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "message_code" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "location_code" text;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD COLUMN "location_params" jsonb;