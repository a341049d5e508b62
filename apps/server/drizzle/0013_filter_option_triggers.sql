-- What GET /api/inventories/filterOptions lists changes rarely but is read on every list screen: writes to it
-- bump the store's filter_option_versions row, and the server caches the answer per version.
CREATE FUNCTION filter_options_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filter_option_versions (store_id, version)
    SELECT DISTINCT store_id, 1 FROM changed_rows
    ON CONFLICT (store_id) DO UPDATE SET version = filter_option_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION filter_options_bump_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO filter_option_versions (store_id, version) VALUES (NEW.store_id, 1)
    ON CONFLICT (store_id) DO UPDATE SET version = filter_option_versions.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consigners_filter_options_insert AFTER INSERT ON consigners
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER consigners_filter_options_delete AFTER DELETE ON consigners
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
-- Per row and only for the listed columns: balance and profile updates leave the cache alone.
CREATE TRIGGER consigners_filter_options_update AFTER UPDATE OF first_name, last_name, is_store_account, deleted_at
  ON consigners FOR EACH ROW EXECUTE FUNCTION filter_options_bump_row();
--> statement-breakpoint
CREATE TRIGGER locations_filter_options_insert AFTER INSERT ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER locations_filter_options_update AFTER UPDATE ON locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER locations_filter_options_delete AFTER DELETE ON locations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER sub_locations_filter_options_insert AFTER INSERT ON sub_locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER sub_locations_filter_options_update AFTER UPDATE ON sub_locations
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER sub_locations_filter_options_delete AFTER DELETE ON sub_locations
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER product_templates_filter_options_insert AFTER INSERT ON product_templates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER product_templates_filter_options_update AFTER UPDATE ON product_templates
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
--> statement-breakpoint
CREATE TRIGGER product_templates_filter_options_delete AFTER DELETE ON product_templates
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION filter_options_bump();
