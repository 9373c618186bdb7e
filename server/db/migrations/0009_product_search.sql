-- Product search (issue 14): Spanish full-text search without accents, trigram similarity for typos, Spanish name order.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); with the dictionary named, it is safe to index.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1)) $$;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION es_unaccent (COPY = pg_catalog.spanish);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION es_unaccent ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, spanish_stem;--> statement-breakpoint
DROP INDEX "products_name_sort_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
-- The document: name (A); tags, category and brand names (B); short description and description (C).
CREATE OR REPLACE FUNCTION products_search_document() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('es_unaccent', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('es_unaccent',
      array_to_string(NEW.tags, ' ') || ' ' ||
      coalesce((SELECT c.name FROM categories c WHERE c.id = NEW.category_id), '') || ' ' ||
      coalesce((SELECT b.name FROM brands b WHERE b.id = NEW.brand_id), '')), 'B') ||
    setweight(to_tsvector('es_unaccent', coalesce(NEW.short_description, '') || ' ' || coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_document
  BEFORE INSERT OR UPDATE OF name, tags, short_description, description, category_id, brand_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_document();--> statement-breakpoint
-- A renamed category or brand rewrites the documents of its products.
CREATE OR REPLACE FUNCTION products_search_refresh_category() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER categories_search_refresh
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_refresh_category();--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_search_refresh_brand() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER brands_search_refresh
  AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION products_search_refresh_brand();--> statement-breakpoint
UPDATE products SET name = name;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_fold_trgm_idx" ON "products" USING gin (search_fold("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ((replace(translate(lower("name"), 'áàâäéèêëíìîïóòôöúùûüç', 'aaaaeeeeiiiioooouuuuc'), 'ñ', 'n{') collate "C"));
