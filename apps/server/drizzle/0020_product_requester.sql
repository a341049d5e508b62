-- The unique (store_id, id) index comes first: the new foreign key needs it to exist.
DROP INDEX "consigners_store_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "consigners_store_id_idx" ON "consigners" USING btree ("store_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "requested_by_consigner_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_requested_by_consigner_fk" FOREIGN KEY ("store_id","requested_by_consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_store_requester_idx" ON "products" USING btree ("store_id","requested_by_consigner_id") WHERE "products"."requested_by_consigner_id" is not null;
