-- Reports: inventory_stats kept by triggers (docs/reports.md, "How the figures stay fast").
-- The SQL that turns a set of signed item rows into stat deltas: written once, used by the triggers and the rebuild.
CREATE OR REPLACE FUNCTION inventory_stat_delta_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $fn$
SELECT format($q$
  INSERT INTO inventory_stat_deltas (store_id, dim, status, owned, category, location_id, day, n, price, revenue, cost, payout)
  SELECT src.store_id, k.dim, src.status, src.owned, k.category, k.location_id, k.day,
         sum(src.sign), sum(src.sign * src.price), sum(src.sign * src.revenue), sum(src.sign * src.cost),
         sum(src.sign * src.payout)
  FROM (
    SELECT ch.sign, ch.store_id, ch.status,
           (c.is_store_account OR ch.sale_type = 'Buying') AS owned,
           coalesce(ch.category, '') AS category,
           coalesce(ch.location_id, 0) AS location_id,
           (ch.accepted_on AT TIME ZONE s.time_zone)::date AS accepted_day,
           (ch.sold_on AT TIME ZONE s.time_zone)::date AS sold_day,
           ch.price::bigint AS price,
           coalesce(ch.sold_price, greatest(ch.price - ch.discount, 0))::bigint AS revenue,
           (CASE WHEN c.is_store_account OR ch.sale_type = 'Buying' THEN ch.cost ELSE ch.payout_amount END)::bigint AS cost,
           ch.payout_amount::bigint AS payout
    FROM %s ch
    JOIN consigners c ON c.id = ch.consigner_id
    JOIN stores s ON s.id = ch.store_id
    WHERE ch.deleted_at IS NULL
  ) src
  CROSS JOIN LATERAL (VALUES
    ('place', src.category, src.location_id, NULL::date),
    ('accepted', '', 0, src.accepted_day),
    ('sold', '', 0, src.sold_day)
  ) AS k(dim, category, location_id, day)
  WHERE k.dim <> 'sold' OR src.sold_day IS NOT NULL
  GROUP BY src.store_id, k.dim, src.status, src.owned, k.category, k.location_id, k.day
  HAVING sum(src.sign) <> 0 OR sum(src.sign * src.price) <> 0 OR sum(src.sign * src.revenue) <> 0
      OR sum(src.sign * src.cost) <> 0 OR sum(src.sign * src.payout) <> 0
$q$, source)
$fn$;
--> statement-breakpoint
-- Statement-level: one insert of grouped deltas per statement, whatever the number of rows it changed.
-- An update that changes nothing counted (a note, the printed flag) nets to zero and leaves no delta.
CREATE OR REPLACE FUNCTION inventory_stats_track() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  EXECUTE inventory_stat_delta_sql(CASE TG_OP
    WHEN 'INSERT' THEN '(SELECT 1 AS sign, n.* FROM new_rows n)'
    WHEN 'DELETE' THEN '(SELECT -1 AS sign, o.* FROM old_rows o)'
    ELSE '(SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1 AS sign, n.* FROM new_rows n)'
  END);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER inventory_stats_insert AFTER INSERT ON inventories
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_stats_track();
--> statement-breakpoint
CREATE TRIGGER inventory_stats_update AFTER UPDATE ON inventories
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_stats_track();
--> statement-breakpoint
CREATE TRIGGER inventory_stats_delete AFTER DELETE ON inventories
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inventory_stats_track();
--> statement-breakpoint
-- Moves a store's deltas into inventory_stats; one folder at a time per store, others just skip.
CREATE OR REPLACE FUNCTION fold_inventory_stats(p_store integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  IF NOT pg_try_advisory_xact_lock(720901, p_store) THEN RETURN; END IF;
  WITH moved AS (DELETE FROM inventory_stat_deltas WHERE store_id = p_store RETURNING *)
  INSERT INTO inventory_stats AS t (store_id, dim, status, owned, category, location_id, day, n, price, revenue, cost, payout)
  SELECT store_id, dim, status, owned, category, location_id, day,
         sum(n), sum(price), sum(revenue), sum(cost), sum(payout)
  FROM moved GROUP BY store_id, dim, status, owned, category, location_id, day
  ORDER BY dim, status, owned, category, location_id, day
  ON CONFLICT ON CONSTRAINT inventory_stats_key_uq DO UPDATE SET
    n = t.n + excluded.n, price = t.price + excluded.price, revenue = t.revenue + excluded.revenue,
    cost = t.cost + excluded.cost, payout = t.payout + excluded.payout;
END
$fn$;
--> statement-breakpoint
-- Recomputes a store's stats from its items (backfill, and after a time-zone change moves every day).
-- Blocks item writes meanwhile so the new figures and later deltas neither miss nor double-count a change.
CREATE OR REPLACE FUNCTION rebuild_inventory_stats(p_store integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  LOCK TABLE inventories IN SHARE MODE;
  DELETE FROM inventory_stats WHERE store_id = p_store;
  DELETE FROM inventory_stat_deltas WHERE store_id = p_store;
  EXECUTE inventory_stat_delta_sql(format('(SELECT 1 AS sign, i.* FROM inventories i WHERE i.store_id = %s)', p_store));
  PERFORM fold_inventory_stats(p_store);
END
$fn$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inventory_stats_time_zone_changed() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM rebuild_inventory_stats(NEW.id);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER stores_time_zone_stats AFTER UPDATE OF time_zone ON stores
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone)
  EXECUTE FUNCTION inventory_stats_time_zone_changed();
--> statement-breakpoint
SELECT rebuild_inventory_stats(id) FROM stores;
