DROP INDEX "inventories_store_status_updated_idx";--> statement-breakpoint
DROP INDEX "inventories_store_updated_idx";--> statement-breakpoint
DROP INDEX "inventories_store_location_idx";--> statement-breakpoint
CREATE INDEX "inventories_store_status_price_idx" ON "inventories" USING btree ("store_id","status","price","id");--> statement-breakpoint
CREATE INDEX "inventories_store_status_created_idx" ON "inventories" USING btree ("store_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_code_trgm_idx" ON "inventories" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_store_status_updated_idx" ON "inventories" USING btree ("store_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_store_updated_idx" ON "inventories" USING btree ("store_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_store_location_idx" ON "inventories" USING btree ("store_id","location_id","status","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);