CREATE TABLE "fiscal_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"invoice_id" integer NOT NULL,
	"issuer_tax_id" varchar(20) NOT NULL,
	"invoice_number" varchar(30) NOT NULL,
	"invoice_date" varchar(10) NOT NULL,
	"invoice_kind" varchar(2) NOT NULL,
	"vat_total" varchar(20) NOT NULL,
	"amount_total" varchar(20) NOT NULL,
	"previous_record_id" integer,
	"previous_huella" varchar(64),
	"generated_at" varchar(25) NOT NULL,
	"huella" varchar(64) NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_records_kind_check" CHECK ("fiscal_records"."kind" in ('alta', 'anulacion'))
);
--> statement-breakpoint
CREATE TABLE "fiscal_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_id" integer NOT NULL,
	"submitter" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"xml" text NOT NULL,
	"response" text,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"series" varchar(12) NOT NULL,
	"prefix" varchar(10) NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"number" varchar(30) NOT NULL,
	"kind" varchar(2) NOT NULL,
	"purpose" varchar(12) NOT NULL,
	"order_id" integer NOT NULL,
	"return_id" integer,
	"rectifies_invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"operation_date" date NOT NULL,
	"issuer" jsonb NOT NULL,
	"recipient" jsonb,
	"customer_name" varchar(160) NOT NULL,
	"email" varchar(254) NOT NULL,
	"description" varchar(500) NOT NULL,
	"reason" varchar(300),
	"lines" jsonb NOT NULL,
	"breakdown" jsonb NOT NULL,
	"base_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"access_key" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK ("invoices"."kind" in ('F1', 'F2', 'F3', 'R1', 'R5')),
	CONSTRAINT "invoices_purpose_check" CHECK ("invoices"."purpose" in ('sale', 'substitution', 'return', 'cancellation')),
	CONSTRAINT "invoices_sign_check" CHECK (("invoices"."kind" in ('R1', 'R5')) = ("invoices"."total_cents" < 0)),
	CONSTRAINT "invoices_sum_check" CHECK ("invoices"."base_cents" + "invoices"."vat_cents" = "invoices"."total_cents")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_recipient" jsonb;--> statement-breakpoint
ALTER TABLE "fiscal_records" ADD CONSTRAINT "fiscal_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fiscal_submissions" ADD CONSTRAINT "fiscal_submissions_record_id_fiscal_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."fiscal_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_records_alta_unique" ON "fiscal_records" USING btree ("invoice_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_records_previous_unique" ON "fiscal_records" USING btree ("previous_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fiscal_submissions_record_unique" ON "fiscal_submissions" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "fiscal_submissions_status_idx" ON "fiscal_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_unique" ON "invoices" USING btree ("prefix","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sale_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."purpose" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_substitution_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."purpose" = 'substitution';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancellation_unique" ON "invoices" USING btree ("order_id") WHERE "invoices"."purpose" = 'cancellation';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_return_unique" ON "invoices" USING btree ("return_id") WHERE "invoices"."purpose" = 'return';--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- Invoices and their VERI*FACTU records are never changed or deleted (RD 1007/2023 art. 8: inalterabilidad):
-- a mistake is corrected with a corrective invoice, an invoice issued in error gets an anulación record.
CREATE FUNCTION "refuse_fiscal_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Las facturas y sus registros de facturación no se modifican ni se borran (% en %).', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_append_only" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "refuse_fiscal_change"();
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_fiscal_change"();
--> statement-breakpoint
CREATE TRIGGER "fiscal_records_append_only" BEFORE UPDATE OR DELETE ON "fiscal_records" FOR EACH ROW EXECUTE FUNCTION "refuse_fiscal_change"();
--> statement-breakpoint
CREATE TRIGGER "fiscal_records_no_truncate" BEFORE TRUNCATE ON "fiscal_records" FOR EACH STATEMENT EXECUTE FUNCTION "refuse_fiscal_change"();
