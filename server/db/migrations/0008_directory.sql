DROP INDEX "directory_entries_kind_idx";--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "status" varchar(20) DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "contact_name" varchar(120);--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "contact_email" varchar(254);--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_kind_idx" ON "directory_entries" USING btree ("status","kind","name");--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_status_check" CHECK ("directory_entries"."status" in ('pending', 'approved'));