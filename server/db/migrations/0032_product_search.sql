-- Search from a narrow table (issue 37): a broad query finds thousands of matches and ranks, counts and facets every
-- one; in the wide products rows (descriptions, passports, size guides, every version a sale or an edit left) each
-- match was a page of its own. Here one row a listed product holds only what the search reads, kept by a trigger on
-- products: every write of the catalogue ends in its products rows (staff's edits, the CSV import, the variants'
-- facts and colours, a renamed brand or category, the campaigns' prices), so this follows them in the same transaction.
CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"name" varchar(160) NOT NULL,
	"sku" varchar(64) NOT NULL,
	"tags" text[] NOT NULL,
	"brand_id" integer,
	"category_id" integer,
	"condition" varchar(20) NOT NULL,
	"price_cents" integer NOT NULL,
	"variant_sizes" text[] NOT NULL,
	"sizes_in_stock" text[] NOT NULL,
	"variant_colors" text[] NOT NULL,
	"variant_color_hexes" text[] NOT NULL,
	"colors_in_stock" text[] NOT NULL,
	"search_vector" "tsvector"
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A listed product (server/db/visibility.ts isListed) has its row, as the search reads it; any other has none.
CREATE OR REPLACE FUNCTION product_search_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.deleted_at IS NULL AND NEW.status = 'active' AND NEW.visibility = 'visible' THEN
    INSERT INTO product_search (product_id, created_at, name, sku, tags, brand_id, category_id, condition, price_cents,
        variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector)
      VALUES (NEW.id, NEW.created_at, NEW.name, NEW.sku, NEW.tags, NEW.brand_id, NEW.category_id, NEW.condition,
        coalesce(NEW.sale_price_cents, NEW.price_cents), NEW.variant_sizes, NEW.sizes_in_stock, NEW.variant_colors,
        NEW.variant_color_hexes, NEW.colors_in_stock, NEW.search_vector)
    ON CONFLICT (product_id) DO UPDATE SET
      created_at = excluded.created_at, name = excluded.name, sku = excluded.sku, tags = excluded.tags,
      brand_id = excluded.brand_id, category_id = excluded.category_id, condition = excluded.condition,
      price_cents = excluded.price_cents, variant_sizes = excluded.variant_sizes, sizes_in_stock = excluded.sizes_in_stock,
      variant_colors = excluded.variant_colors, variant_color_hexes = excluded.variant_color_hexes,
      colors_in_stock = excluded.colors_in_stock, search_vector = excluded.search_vector;
  ELSE
    DELETE FROM product_search WHERE product_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_keep_insert AFTER INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION product_search_keep();--> statement-breakpoint
-- Only when something the search reads changed: a sale that leaves stock behind changes nothing here.
CREATE TRIGGER products_search_keep_update AFTER UPDATE ON products
  FOR EACH ROW WHEN (
    (OLD.deleted_at, OLD.status, OLD.visibility, OLD.created_at, OLD.name, OLD.sku, OLD.tags, OLD.brand_id, OLD.category_id,
      OLD.condition, coalesce(OLD.sale_price_cents, OLD.price_cents), OLD.variant_sizes, OLD.sizes_in_stock, OLD.variant_colors,
      OLD.variant_color_hexes, OLD.colors_in_stock, OLD.search_vector)
    IS DISTINCT FROM
    (NEW.deleted_at, NEW.status, NEW.visibility, NEW.created_at, NEW.name, NEW.sku, NEW.tags, NEW.brand_id, NEW.category_id,
      NEW.condition, coalesce(NEW.sale_price_cents, NEW.price_cents), NEW.variant_sizes, NEW.sizes_in_stock, NEW.variant_colors,
      NEW.variant_color_hexes, NEW.colors_in_stock, NEW.search_vector))
  EXECUTE FUNCTION product_search_keep();--> statement-breakpoint
-- The rows of today's listed products, before their indexes (built once, not row by row).
INSERT INTO product_search (product_id, created_at, name, sku, tags, brand_id, category_id, condition, price_cents,
    variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector)
  SELECT id, created_at, name, sku, tags, brand_id, category_id, condition, coalesce(sale_price_cents, price_cents),
    variant_sizes, sizes_in_stock, variant_colors, variant_color_hexes, colors_in_stock, search_vector
  FROM products WHERE deleted_at IS NULL AND status = 'active' AND visibility = 'visible'
  ORDER BY id;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_name_trgm_idx" ON "product_search" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_sku_trgm_idx" ON "product_search" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_tags_idx" ON "product_search" USING gin ("tags");--> statement-breakpoint
ANALYZE product_search;
