ALTER TABLE "import_jobs" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "file_name" varchar(255);--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "actor" jsonb;