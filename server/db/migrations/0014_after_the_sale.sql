CREATE SEQUENCE "public"."return_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"variant_id" integer,
	"product_id" integer,
	"sku" varchar(80) NOT NULL,
	"delta" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"note" varchar(300),
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0),
	CONSTRAINT "stock_movements_after_check" CHECK ("stock_movements"."stock_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "return_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"to_status" varchar(20),
	"message" varchar(500) NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(120),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "return_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"return_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"reason" varchar(20) NOT NULL,
	"resolution" varchar(10) NOT NULL,
	"exchange_variant_id" integer,
	"exchange_size" varchar(20),
	"exchange_color_name" varchar(40),
	"exchange_sku" varchar(80),
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"condition" varchar(10),
	"received_at" timestamp with time zone,
	"reservation_released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "return_lines_quantity_check" CHECK ("return_lines"."quantity" > 0),
	CONSTRAINT "return_lines_resolution_check" CHECK ("return_lines"."resolution" in ('refund', 'exchange'))
);
--> statement-breakpoint
CREATE TABLE "returns" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer,
	"kind" varchar(12) NOT NULL,
	"status" varchar(20) NOT NULL,
	"pickup_address" jsonb NOT NULL,
	"comment" varchar(1000),
	"refund_cents" integer DEFAULT 0 NOT NULL,
	"shipping_refund_cents" integer DEFAULT 0 NOT NULL,
	"refund_method" varchar(12) NOT NULL,
	"refund_iban" varchar(34),
	"rejection_reason" varchar(500),
	"sheet_token_hash" varchar(64) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"picked_up_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "returns_kind_check" CHECK ("returns"."kind" in ('return', 'withdrawal')),
	CONSTRAINT "returns_refund_check" CHECK ("returns"."refund_cents" >= 0 and "returns"."shipping_refund_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"customer_name" varchar(120) NOT NULL,
	"topic" varchar(20) NOT NULL,
	"subject" varchar(150) NOT NULL,
	"order_id" integer,
	"return_id" integer,
	"status" varchar(20) NOT NULL,
	"assigned_to" integer,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"author_kind" varchar(10) NOT NULL,
	"author_id" integer,
	"author_name" varchar(120) NOT NULL,
	"body" text NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"attachment_key" text,
	"attachment_width" integer,
	"attachment_height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_personalised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "is_personalised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "exchange_for_return_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "idempotency_key" varchar(120);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunds_payment_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attempts" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_iban" varchar(34);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_events" ADD CONSTRAINT "return_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_lines" ADD CONSTRAINT "return_lines_exchange_variant_id_product_variants_id_fk" FOREIGN KEY ("exchange_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "returns" ADD CONSTRAINT "returns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_assigned_to_users_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_variant_idx" ON "stock_movements" USING btree ("variant_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "stock_movements_return_idx" ON "stock_movements" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_events_return_idx" ON "return_events" USING btree ("return_id","created_at");--> statement-breakpoint
CREATE INDEX "return_lines_return_idx" ON "return_lines" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "return_lines_order_line_idx" ON "return_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "returns_number_unique" ON "returns" USING btree ("number");--> statement-breakpoint
CREATE INDEX "returns_order_idx" ON "returns" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "returns_user_idx" ON "returns" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "returns_status_idx" ON "returns" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "support_conversations_user_idx" ON "support_conversations" USING btree ("user_id","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_email_idx" ON "support_conversations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "support_conversations_status_idx" ON "support_conversations" USING btree ("status","last_message_at");--> statement-breakpoint
CREATE INDEX "support_conversations_assigned_idx" ON "support_conversations" USING btree ("assigned_to","status");--> statement-breakpoint
CREATE INDEX "support_messages_conversation_idx" ON "support_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_unique" ON "payments" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_open_refunds_idx" ON "payments" USING btree ("kind","status");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_check" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");--> statement-breakpoint
-- The journal's opening balance: the units every variant held before the journal existed.
INSERT INTO "stock_movements" ("variant_id", "product_id", "sku", "delta", "stock_after", "reason", "note", "actor_kind")
SELECT "id", "product_id", "sku", "stock", "stock", 'opening', 'Existencias al abrir el diario de stock', 'system' FROM "product_variants" WHERE "stock" > 0;
