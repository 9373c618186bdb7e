CREATE TABLE "store_settings" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "directory_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(160) NOT NULL,
	"slug" varchar(180) NOT NULL,
	"sector" varchar(80) NOT NULL,
	"summary" varchar(300) NOT NULL,
	"description" text,
	"address" varchar(200),
	"postal_code" varchar(5),
	"city" varchar(100) NOT NULL,
	"province" varchar(60) NOT NULL,
	"website" text,
	"email" varchar(254),
	"phone" varchar(30),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_entries_slug_unique" UNIQUE("slug"),
	CONSTRAINT "directory_entries_kind_check" CHECK ("directory_entries"."kind" in ('empresa', 'servicio', 'profesional'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_kind_idx" ON "directory_entries" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "directory_entries_place_idx" ON "directory_entries" USING btree ("province","city");