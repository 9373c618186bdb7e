DROP INDEX "product_variants_color_idx";--> statement-breakpoint
CREATE INDEX "product_variants_color_lower_idx" ON "product_variants" USING btree (lower("color_name"));--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_short_description_trgm_idx" ON "products" USING gin ("short_description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_stock_idx" ON "products" USING btree ("stock_quantity");--> statement-breakpoint
CREATE INDEX "products_condition_idx" ON "products" USING btree ("condition");--> statement-breakpoint
CREATE INDEX "products_digital_idx" ON "products" USING btree ("is_digital");