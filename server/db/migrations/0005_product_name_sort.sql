DROP INDEX "products_name_idx";--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree (translate(lower("name"), 'áàâäéèêëíìîïóòôöúùûüç', 'aaaaeeeeiiiioooouuuuc'));