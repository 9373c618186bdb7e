-- Public pages are kept rendered (decision record 12) and read the store settings, the ad banners
-- and the directory too: a write to them notifies 'catalogue_changed' like migration 0010's
-- tables, whatever wrote it (the API, a script, psql). A banner's impression and click counters
-- change on every visit and show on no public page, so updates of only those do not notify.
CREATE TRIGGER store_settings_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON store_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER ad_banners_catalogue_changed AFTER INSERT OR DELETE OR TRUNCATE
  OR UPDATE OF nombre, tipo_banner, html_content, imagen_url, titulo, texto_principal, texto_secundario, color_fondo,
    color_texto, url_destino, mostrar_boton_cerrar, rutas, fecha_inicio, fecha_fin, activo, prioridad
  ON ad_banners
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER directory_entries_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON directory_entries
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
