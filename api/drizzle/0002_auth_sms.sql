DROP INDEX "sms_job_idx";--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_job_uq" ON "sms_messages" USING btree ("job_id");