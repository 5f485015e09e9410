-- Each assistant reply keeps the products it showed as cards and the actions shown with it, so a
-- conversation read back shows them again. Messages stored before this get none (the defaults).
ALTER TABLE "assistant_messages" ADD COLUMN "product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "assistant_messages" ADD COLUMN "actions" jsonb DEFAULT '[]'::jsonb NOT NULL;