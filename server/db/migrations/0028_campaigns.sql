CREATE TABLE "campaign_price_holds" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"base_sale_price_cents" integer,
	"applied_price_cents" integer NOT NULL,
	"held_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(140) NOT NULL,
	"public_text" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"scope" jsonb NOT NULL,
	"offer_kind" varchar(20) NOT NULL,
	"percent" smallint,
	"fixed_price_cents" integer,
	"min_order_cents" integer,
	"cancelled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_window_check" CHECK ("campaigns"."ends_at" > "campaigns"."starts_at"),
	CONSTRAINT "campaigns_offer_check" CHECK ("campaigns"."offer_kind" in ('percent', 'fixed_price', 'second_unit_half', 'three_for_two', 'free_shipping')),
	CONSTRAINT "campaigns_percent_check" CHECK ("campaigns"."percent" is null or "campaigns"."percent" between 1 and 90)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promotion_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "promotion_label" varchar(80);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promotion_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_price_holds" ADD CONSTRAINT "campaign_price_holds_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_price_holds" ADD CONSTRAINT "campaign_price_holds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_price_holds_campaign_idx" ON "campaign_price_holds" USING btree ("campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_slug_unique" ON "campaigns" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "campaigns_window_idx" ON "campaigns" USING btree ("starts_at","ends_at");