CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"anonymous_id" uuid NOT NULL,
	"user_id" integer,
	"kind" varchar(20) NOT NULL,
	"categories" jsonb NOT NULL,
	"text_version" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_kind_check" CHECK ("consent_records"."kind" in ('cookies'))
);
--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_user_idx" ON "consent_records" USING btree ("user_id","kind","id");--> statement-breakpoint
CREATE INDEX "consent_records_anonymous_idx" ON "consent_records" USING btree ("anonymous_id","id");