-- Posts get a language (en, fr, rw) and, for a translation, the post it translates. Posts written
-- before this are English: the column default fills them in.
ALTER TABLE "blog_posts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "translation_of" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_translation_of_blog_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_language_published_idx" ON "blog_posts" USING btree ("language","published_at");--> statement-breakpoint
CREATE INDEX "blog_posts_translation_of_idx" ON "blog_posts" USING btree ("translation_of");--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_language_known" CHECK ("blog_posts"."language" in ('en', 'fr', 'rw'));