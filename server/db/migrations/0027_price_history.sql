CREATE TABLE "price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"price_cents" integer NOT NULL,
	"list_price_cents" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","variant_id","recorded_at");--> statement-breakpoint
-- The one writer of the history: the database itself, at its own time, whatever changed the price.
CREATE FUNCTION "record_product_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW."price_cents" IS DISTINCT FROM OLD."price_cents" OR NEW."sale_price_cents" IS DISTINCT FROM OLD."sale_price_cents" THEN
    INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "list_price_cents")
    VALUES (NEW."id", NULL, coalesce(NEW."sale_price_cents", NEW."price_cents"), NEW."price_cents");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "products_price_history" AFTER INSERT OR UPDATE OF "price_cents", "sale_price_cents" ON "products" FOR EACH ROW EXECUTE FUNCTION "record_product_price"();
--> statement-breakpoint
-- A variant with a price of its own has its own history; one without follows the product's.
CREATE FUNCTION "record_variant_price"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."price_cents" IS NOT NULL AND (TG_OP = 'INSERT' OR NEW."price_cents" IS DISTINCT FROM OLD."price_cents") THEN
    INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "list_price_cents")
    VALUES (NEW."product_id", NEW."id", NEW."price_cents", NEW."price_cents");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history" AFTER INSERT OR UPDATE OF "price_cents" ON "product_variants" FOR EACH ROW EXECUTE FUNCTION "record_variant_price"();
--> statement-breakpoint
CREATE FUNCTION "refuse_price_history_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'El historial de precios no se modifica ni se borra (% en %).', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "price_history_append_only" BEFORE UPDATE OR DELETE ON "price_history" FOR EACH ROW EXECUTE FUNCTION "refuse_price_history_change"();
--> statement-breakpoint
-- From the first price on: what every product and variant sells for today. What they sold for before is not known.
INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "list_price_cents")
SELECT "id", NULL, coalesce("sale_price_cents", "price_cents"), "price_cents" FROM "products";
--> statement-breakpoint
INSERT INTO "price_history" ("product_id", "variant_id", "price_cents", "list_price_cents")
SELECT "product_id", "id", "price_cents", "price_cents" FROM "product_variants" WHERE "price_cents" IS NOT NULL;
