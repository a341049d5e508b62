-- Before this index, parallel requests could queue several exports of one store: keep the oldest of each store.
UPDATE "jobs" SET "status" = 'failed', "last_error" = 'Superseded: one export per store at a time', "finished_at" = now()
WHERE "name" = 'stores.export' AND "status" IN ('queued', 'running') AND "id" NOT IN (
  SELECT min("id") FROM "jobs" WHERE "name" = 'stores.export' AND "status" IN ('queued', 'running') GROUP BY "store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_one_store_export_uq" ON "jobs" USING btree ("store_id") WHERE "jobs"."name" in ('stores.export', 'stores.data-export') and "jobs"."status" in ('queued', 'running');