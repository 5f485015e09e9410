CREATE TABLE "catalog_term_translations" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "catalog_term_translations_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "short_description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL;