-- Citus distribution by store (issue #18.3, docs/operations.md "A Citus cluster").
-- backroom_citus_plan() reads the catalogue and answers which tables Citus can take today: the reference tables
-- (REFERENCE_TABLES in src/db/distribution.ts), then every tenant table whose primary key and unique indexes
-- include store_id and whose foreign keys to and from other tenant tables include store_id, each after the
-- tables it references. Tables still keyed by id alone (KEYED_BY_ID_ALONE), and the tables tied to them by a
-- foreign key, stay local until they follow the rules; running the DO block below again then distributes them.
CREATE OR REPLACE FUNCTION backroom_citus_plan()
RETURNS TABLE (table_name text, kind text, "position" int)
LANGUAGE plpgsql AS $$
DECLARE
  reference text[] := ARRAY['stores', 'billing_webhook_events'];
  ready text[];
  gone text[];
  remaining text[];
  next_table text;
  pos int := 0;
BEGIN
  SELECT coalesce(array_agg(c.relname::text ORDER BY c.relname), '{}') INTO ready
  FROM pg_class c
  JOIN pg_attribute s ON s.attrelid = c.oid AND s.attname = 'store_id' AND NOT s.attisdropped
  WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
    AND EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisprimary)
    AND NOT EXISTS (
      SELECT 1 FROM pg_index i WHERE i.indrelid = c.oid AND i.indisunique AND NOT (s.attnum = ANY (i.indkey)));
  -- A distributed table may reference a reference table, or a colocated table through store_id; a local table
  -- may not reference a distributed one. Drop tables with any other foreign key until nothing changes.
  LOOP
    SELECT coalesce(array_agg(t), '{}') INTO gone
    FROM unnest(ready) AS t
    WHERE EXISTS (
      SELECT 1 FROM pg_constraint f
      WHERE f.contype = 'f' AND f.connamespace = current_schema()::regnamespace
        AND (f.conrelid = t::regclass OR f.confrelid = t::regclass)
        AND NOT (
          (f.conrelid = t::regclass AND f.confrelid::regclass::text = ANY (reference))
          OR (
            f.conrelid::regclass::text = ANY (ready) AND f.confrelid::regclass::text = ANY (ready)
            AND (SELECT attnum FROM pg_attribute WHERE attrelid = f.conrelid AND attname = 'store_id') = ANY (f.conkey)
            AND (SELECT attnum FROM pg_attribute WHERE attrelid = f.confrelid AND attname = 'store_id') = ANY (f.confkey))));
    EXIT WHEN cardinality(gone) = 0;
    ready := ARRAY(SELECT unnest(ready) EXCEPT SELECT unnest(gone));
  END LOOP;
  FOREACH next_table IN ARRAY reference LOOP
    pos := pos + 1;
    table_name := next_table; kind := 'reference'; "position" := pos;
    RETURN NEXT;
  END LOOP;
  remaining := ready;
  WHILE cardinality(remaining) > 0 LOOP
    SELECT t INTO next_table FROM unnest(remaining) AS t
    WHERE NOT EXISTS (
      SELECT 1 FROM pg_constraint f
      WHERE f.contype = 'f' AND f.conrelid = t::regclass AND f.confrelid <> f.conrelid
        AND f.confrelid::regclass::text = ANY (remaining))
    ORDER BY t LIMIT 1;
    IF next_table IS NULL THEN
      RAISE EXCEPTION 'Foreign keys between % form a cycle', remaining;
    END IF;
    pos := pos + 1;
    table_name := next_table; kind := 'distributed'; "position" := pos;
    RETURN NEXT;
    remaining := array_remove(remaining, next_table);
  END LOOP;
END
$$;
--> statement-breakpoint
-- On plain PostgreSQL (and PGlite) there is no citus extension and this does nothing.
DO $$
DECLARE
  planned record;
  colocate text;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'citus') THEN
    RETURN;
  END IF;
  FOR planned IN SELECT * FROM backroom_citus_plan() ORDER BY "position" LOOP
    IF planned.kind = 'distributed' THEN
      colocate := coalesce(colocate, planned.table_name);
    END IF;
    CONTINUE WHEN EXISTS (SELECT 1 FROM pg_dist_partition WHERE logicalrelid = planned.table_name::regclass);
    IF planned.kind = 'reference' THEN
      PERFORM create_reference_table(planned.table_name);
    ELSIF colocate = planned.table_name THEN
      PERFORM create_distributed_table(planned.table_name, 'store_id');
    ELSE
      PERFORM create_distributed_table(planned.table_name, 'store_id', colocate_with => colocate);
    END IF;
  END LOOP;
END
$$;
