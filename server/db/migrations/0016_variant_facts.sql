ALTER TABLE "products" ADD COLUMN "variant_sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sizes_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "variant_color_hexes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "colors_in_stock" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Search speed (issue 23): each product keeps its variants' sizes and colour names (each colour with the least of
-- its hexes, as the facets show it) and those of them with stock, so the size and colour facets and filters read
-- one row a product instead of every variant. Kept here, by the variants' triggers, whatever writes the variants
-- (stock moves of sales, cancellations and returns, staff edits, the CSV import, the seed).
CREATE OR REPLACE FUNCTION products_refresh_variant_facts(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p SET
    variant_sizes = f.sizes, sizes_in_stock = f.sizes_in_stock,
    variant_colors = f.colors, variant_color_hexes = f.hexes, colors_in_stock = f.colors_in_stock
  FROM (
    SELECT ids_.id,
      coalesce(s.sizes, '{}') AS sizes, coalesce(s.in_stock, '{}') AS sizes_in_stock,
      coalesce(c.colors, '{}') AS colors, coalesce(c.hexes, '{}') AS hexes, coalesce(c.in_stock, '{}') AS colors_in_stock
    FROM (SELECT DISTINCT unnest(ids) AS id) ids_
    LEFT JOIN LATERAL (
      SELECT array_agg(x.size ORDER BY x.size) AS sizes, array_agg(x.size ORDER BY x.size) FILTER (WHERE x.in_stock) AS in_stock
      FROM (SELECT v.size::text AS size, bool_or(v.stock > 0) AS in_stock FROM product_variants v WHERE v.product_id = ids_.id GROUP BY v.size) x
    ) s ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(x.name ORDER BY x.name) AS colors, array_agg(x.hex ORDER BY x.name) AS hexes,
        array_agg(x.name ORDER BY x.name) FILTER (WHERE x.in_stock) AS in_stock
      FROM (SELECT v.color_name::text AS name, min(v.color_hex)::text AS hex, bool_or(v.stock > 0) AS in_stock
            FROM product_variants v WHERE v.product_id = ids_.id GROUP BY v.color_name) x
    ) c ON true
  ) f
  WHERE p.id = f.id
    AND (p.variant_sizes, p.sizes_in_stock, p.variant_colors, p.variant_color_hexes, p.colors_in_stock)
      IS DISTINCT FROM (f.sizes, f.sizes_in_stock, f.colors, f.hexes, f.colors_in_stock);
END
$$;--> statement-breakpoint
-- Once per statement: variants added or removed, or changed in size, colour, hex, product or in having stock
-- (a sale that leaves stock, or a restock from none; other stock changes touch nothing here).
CREATE OR REPLACE FUNCTION products_variant_facts_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM products_refresh_variant_facts(ARRAY(SELECT product_id FROM new_variants));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM products_refresh_variant_facts(ARRAY(SELECT product_id FROM old_variants));
  ELSE
    PERFORM products_refresh_variant_facts(ARRAY(
      SELECT unnest(ARRAY[n.product_id, o.product_id]) FROM new_variants n JOIN old_variants o ON o.id = n.id
      WHERE o.product_id <> n.product_id OR o.size <> n.size OR o.color_name <> n.color_name
        OR o.color_hex <> n.color_hex OR (o.stock > 0) <> (n.stock > 0)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_facts_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_variant_facts_refresh();--> statement-breakpoint
CREATE TRIGGER product_variants_facts_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_variant_facts_refresh();--> statement-breakpoint
CREATE TRIGGER product_variants_facts_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION products_variant_facts_refresh();--> statement-breakpoint
SELECT products_refresh_variant_facts(ARRAY(SELECT DISTINCT product_id FROM product_variants));
