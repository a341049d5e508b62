-- Product writes bump the store's catalogue version (cached search pages) and add their words to the dictionary
-- that corrects misspelt search words. Statement-level with transition tables: a bulk insert costs one pass.
CREATE FUNCTION products_search_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_versions (store_id, version)
    SELECT DISTINCT store_id, 1 FROM changed_products
    ON CONFLICT (store_id) DO UPDATE SET version = catalogue_versions.version + 1;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO product_words (store_id, word)
      SELECT DISTINCT p.store_id, w.word
      FROM changed_products p, regexp_split_to_table(p.search_text, '\s+') AS w(word)
      WHERE length(w.word) >= 3
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_upkeep_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_search_upkeep();
--> statement-breakpoint
CREATE TRIGGER products_search_upkeep_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_search_upkeep();
--> statement-breakpoint
CREATE TRIGGER products_search_upkeep_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS changed_products FOR EACH STATEMENT EXECUTE FUNCTION products_search_upkeep();
--> statement-breakpoint
INSERT INTO product_words (store_id, word)
  SELECT DISTINCT p.store_id, w.word
  FROM products p, regexp_split_to_table(p.search_text, '\s+') AS w(word)
  WHERE length(w.word) >= 3
  ON CONFLICT DO NOTHING;
