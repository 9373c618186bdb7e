-- Issue 37: a campaign saved, cancelled or removed changes public answers without writing a product
-- (its page, its promotions, a search redirect to "la campaña en curso"): every instance drops its
-- cached answers (migration 0010). A campaign starting or ending is announced by the minutely switch.
CREATE TRIGGER campaigns_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
