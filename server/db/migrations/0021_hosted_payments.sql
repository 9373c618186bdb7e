CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"event_id" varchar(120),
	"event_kind" varchar(20) NOT NULL,
	"checkout_reference" varchar(120),
	"order_id" integer,
	"payment_id" integer,
	"amount_cents" integer,
	"currency" varchar(3),
	"outcome" varchar(40) NOT NULL,
	"detail" varchar(500),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_reference" varchar(120);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "payment_notifications" ADD CONSTRAINT "payment_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_event_unique" ON "payment_notifications" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_notifications_received_idx" ON "payment_notifications" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_checkout_reference_unique" ON "payments" USING btree ("provider","checkout_reference");