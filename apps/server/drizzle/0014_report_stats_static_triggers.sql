-- Reports (docs/reports.md, "How the figures stay fast"): cheaper item writes and a safe rebuild.
-- 1. The stats triggers of 0010 ran their SQL through EXECUTE, so every inventories statement parsed and
--    planned it again (about 1 ms a statement, most of a one-item update). Each operation now gets its own
--    trigger function with the SQL written in (generated from inventory_stat_delta_sql, still the one
--    definition), whose plan PL/pgSQL keeps. A later migration that changes inventory_stat_delta_sql calls
--    install_inventory_stats_triggers() again.
-- 2. rebuild_inventory_stats takes the folder's per-store lock, so a fold running beside a rebuild (time-zone
--    change) can neither slip rows in between its delete and its insert nor double-count them.
CREATE OR REPLACE FUNCTION install_inventory_stats_triggers() RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  op record;
BEGIN
  FOR op IN SELECT * FROM (VALUES
    ('insert', 'INSERT', 'REFERENCING NEW TABLE AS new_rows', '(SELECT 1 AS sign, n.* FROM new_rows n)'),
    ('update', 'UPDATE', 'REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows',
     '(SELECT -1 AS sign, o.* FROM old_rows o UNION ALL SELECT 1 AS sign, n.* FROM new_rows n)'),
    ('delete', 'DELETE', 'REFERENCING OLD TABLE AS old_rows', '(SELECT -1 AS sign, o.* FROM old_rows o)')
  ) AS t(name, event, refs, source) LOOP
    EXECUTE format('CREATE OR REPLACE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS %L',
      'inventory_stats_track_' || op.name,
      E'BEGIN\n' || inventory_stat_delta_sql(op.source) || E';\n  RETURN NULL;\nEND');
    EXECUTE format('DROP TRIGGER IF EXISTS %I ON inventories', 'inventory_stats_' || op.name);
    EXECUTE format('CREATE TRIGGER %I AFTER %s ON inventories %s FOR EACH STATEMENT EXECUTE FUNCTION %I()',
      'inventory_stats_' || op.name, op.event, op.refs, 'inventory_stats_track_' || op.name);
  END LOOP;
END
$fn$;
--> statement-breakpoint
SELECT install_inventory_stats_triggers();
--> statement-breakpoint
DROP FUNCTION IF EXISTS inventory_stats_track();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION rebuild_inventory_stats(p_store integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM pg_advisory_xact_lock(720901, p_store);
  LOCK TABLE inventories IN SHARE MODE;
  DELETE FROM inventory_stats WHERE store_id = p_store;
  DELETE FROM inventory_stat_deltas WHERE store_id = p_store;
  EXECUTE inventory_stat_delta_sql(format('(SELECT 1 AS sign, i.* FROM inventories i WHERE i.store_id = %s)', p_store));
  PERFORM fold_inventory_stats(p_store);
END
$fn$;
