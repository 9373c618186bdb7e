CREATE TABLE "ad_banner_visits" (
	"banner_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"visitor_hash" varchar(64) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_banner_visits_banner_id_kind_visitor_hash_window_start_pk" PRIMARY KEY("banner_id","kind","visitor_hash","window_start")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(120) NOT NULL,
	"action" varchar(40) NOT NULL,
	"entity_type" varchar(40) NOT NULL,
	"entity_id" varchar(64),
	"entity_label" varchar(200),
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to_address" varchar(254) NOT NULL,
	"user_id" integer,
	"kind" varchar(60) NOT NULL,
	"subject" varchar(200) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'running' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "card_tagline" varchar(160);--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "palette" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo_path" text;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_banner_visits" ADD CONSTRAINT "ad_banner_visits_banner_id_ad_banners_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."ad_banners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_banner_visits_window_idx" ON "ad_banner_visits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address");--> statement-breakpoint
UPDATE "brands" SET "card_tagline" = 'contemporary elegance', "sort_order" = 1, "palette" = '[{"name":"brown","hex":"#7E4015"},{"name":"yellow","hex":"#FFC629"},{"name":"navy","hex":"#00263E"},{"name":"olive","hex":"#789904"},{"name":"gray","hex":"#D9D8D6"},{"name":"khaki","hex":"#5D6339"}]'::jsonb WHERE "slug" = 'rue-diverso';--> statement-breakpoint
UPDATE "brands" SET "card_tagline" = 'innovation without limits', "sort_order" = 2, "palette" = '[{"name":"skyBlue","hex":"#5B89B4"},{"name":"navy","hex":"#1C355E"},{"name":"black","hex":"#222222"},{"name":"charcoal","hex":"#53575A"},{"name":"royalBlue","hex":"#273480"},{"name":"deepBlue","hex":"#001A70"}]'::jsonb WHERE "slug" = 'divergente';
