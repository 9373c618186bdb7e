CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"user_id" integer,
	"order_line_id" integer,
	"author_name" varchar(120) NOT NULL,
	"rating" smallint NOT NULL,
	"fit" varchar(5) NOT NULL,
	"usual_size" varchar(20) NOT NULL,
	"bought_size" varchar(20) NOT NULL,
	"title" varchar(120),
	"body" text,
	"photo_path" text,
	"photo_width" integer,
	"photo_height" integer,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"rejection_reason" varchar(500),
	"reply" text,
	"replied_at" timestamp with time zone,
	"moderated_at" timestamp with time zone,
	"moderated_by" integer,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_rating_check" CHECK ("product_reviews"."rating" between 1 and 5),
	CONSTRAINT "product_reviews_fit_check" CHECK ("product_reviews"."fit" in ('small', 'true', 'large')),
	CONSTRAINT "product_reviews_status_check" CHECK ("product_reviews"."status" in ('pending', 'published', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"user_id" integer,
	"status" varchar(10) NOT NULL,
	"confirm_token_hash" text,
	"cancel_token_hash" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_status_check" CHECK ("stock_alerts"."status" in ('pending', 'active', 'notified', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "cart_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cart_started_at" timestamp with time zone NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "cart_reminders" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "cart_reminders_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_moderated_by_users_id_fk" FOREIGN KEY ("moderated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_reminders" ADD CONSTRAINT "cart_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_product_user_unique" ON "product_reviews" USING btree ("product_id","user_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_status_idx" ON "product_reviews" USING btree ("product_id","status","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_status_created_idx" ON "product_reviews" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_unique" ON "stock_alerts" USING btree ("variant_id","email") WHERE "stock_alerts"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "stock_alerts_variant_status_idx" ON "stock_alerts" USING btree ("variant_id","status");--> statement-breakpoint
CREATE INDEX "stock_alerts_user_idx" ON "stock_alerts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "cart_reminders_user_idx" ON "cart_reminders" USING btree ("user_id","cart_started_at");--> statement-breakpoint
UPDATE "carts" SET "started_at" = "updated_at" WHERE jsonb_array_length("items") > 0;--> statement-breakpoint
-- Published reviews are part of the product page and its answers (issue 25): a moderation, a vote
-- or a reply drops the cached catalogue answers and pages like any catalogue write (migration 0010).
CREATE TRIGGER product_reviews_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
