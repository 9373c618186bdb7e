-- Search speed (issue 14): a typo vocabulary (the typo is corrected against it, no longer compared with every name), variant colours in the search document, listed-product indexes for counts.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_fold_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_category_idx" ON "products" USING btree ("category_id") WHERE deleted_at is null and status = 'active' and visibility = 'visible';--> statement-breakpoint
CREATE INDEX "products_listed_brand_idx" ON "products" USING btree ("brand_id") WHERE deleted_at is null and status = 'active' and visibility = 'visible';--> statement-breakpoint
-- Search speed (issue 14). The typo vocabulary: the folded words of 4+ letters of product names.
CREATE OR REPLACE FUNCTION search_words_remember() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT w FROM regexp_split_to_table(search_fold(NEW.name), '[^[:alnum:]]+') AS w WHERE length(w) >= 4
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words
  AFTER INSERT OR UPDATE OF name ON products
  FOR EACH ROW EXECUTE FUNCTION search_words_remember();--> statement-breakpoint
-- The document gains the variants' colour names (B, beside tags, category and brand): 'camisa azul', 'negro'.
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('es_unaccent', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('es_unaccent',
      array_to_string(NEW.tags, ' ') || ' ' ||
      coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '') || ' ' ||
      coalesce((SELECT b.name FROM brands b WHERE b.id = NEW.brand_id), '') || ' ' ||
      coalesce((SELECT string_agg(DISTINCT v.color_name, ' ') FROM product_variants v WHERE v.product_id = NEW.id), '')), 'B') ||
    setweight(to_tsvector('es_unaccent', coalesce(NEW.short_description, '') || ' ' || coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
-- Variants added, recoloured or removed rewrite their products' documents, once per statement.
CREATE OR REPLACE FUNCTION products_search_refresh_variants() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products SET name = name WHERE id IN (SELECT product_id FROM new_variants);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE products SET name = name WHERE id IN (SELECT product_id FROM old_variants);
  ELSE
    -- A stock change (every sale) leaves the document alone.
    UPDATE products SET name = name WHERE id IN (
      SELECT unnest(ARRAY[n.product_id, o.product_id]) FROM new_variants n JOIN old_variants o ON o.id = n.id
      WHERE o.color_name IS DISTINCT FROM n.color_name OR o.product_id <> n.product_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_search_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_search_refresh_variants();--> statement-breakpoint
CREATE TRIGGER product_variants_search_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_variants NEW TABLE AS new_variants FOR EACH STATEMENT EXECUTE FUNCTION products_search_refresh_variants();--> statement-breakpoint
CREATE TRIGGER product_variants_search_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_variants FOR EACH STATEMENT EXECUTE FUNCTION products_search_refresh_variants();--> statement-breakpoint
UPDATE products SET name = name;
