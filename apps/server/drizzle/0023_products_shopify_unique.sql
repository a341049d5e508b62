-- Two products of a store claiming one Shopify product: the older keeps the link (the newer is a copy).
UPDATE "products" p SET "shopify_id" = NULL
WHERE p."shopify_id" IS NOT NULL
  AND EXISTS (SELECT 1 FROM "products" o WHERE o."store_id" = p."store_id" AND o."shopify_id" = p."shopify_id" AND o."id" < p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_store_shopify_uq" ON "products" USING btree ("store_id","shopify_id") WHERE "products"."shopify_id" is not null;
