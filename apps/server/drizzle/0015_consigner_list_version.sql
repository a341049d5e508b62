-- The consigners list is searched from an in-memory index per filter_option_versions version, so every column of
-- the consigner's search_text (names, e-mail, phone) and of its order must bump the version too.
DROP TRIGGER consigners_filter_options_update ON consigners;
--> statement-breakpoint
CREATE TRIGGER consigners_filter_options_update
  AFTER UPDATE OF first_name, last_name, email, phone, is_store_account, deleted_at
  ON consigners FOR EACH ROW EXECUTE FUNCTION filter_options_bump_row();
