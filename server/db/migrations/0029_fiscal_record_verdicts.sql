DROP INDEX "fiscal_records_alta_unique";--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ALTER COLUMN "status" SET DATA TYPE varchar(20);--> statement-breakpoint
ALTER TABLE "fiscal_records" ADD COLUMN "corrects_record_id" integer;--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "record_state" varchar(20);--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "error_code" varchar(10);--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "error_description" text;--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "csv" varchar(40);--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD COLUMN "next_send_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "fiscal_submissions_next_send_idx" ON "fiscal_submissions" USING btree ("next_send_after");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_records_alta_unique" ON "fiscal_records" USING btree ("invoice_id","kind") WHERE "fiscal_records"."corrects_record_id" is null;