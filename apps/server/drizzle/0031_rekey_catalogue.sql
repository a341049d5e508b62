-- Issue #18.3: the catalogue tables are keyed by (store_id, id); foreign keys to them name the store too. Hand-ordered:
-- foreign keys dropped before the primary keys they use, recreated after; SET NULL clears only the id column.
ALTER TABLE "consigners" DROP CONSTRAINT "consigners_consigner_type_id_consigner_types_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_product_template_id_product_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_sub_location_id_sub_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "product_gtins" DROP CONSTRAINT "product_gtins_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_product_template_id_product_templates_id_fk";
--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_location_id_locations_id_fk";
--> statement-breakpoint
ALTER TABLE "sub_locations" DROP CONSTRAINT "sub_locations_location_id_locations_id_fk";
--> statement-breakpoint
DROP INDEX "product_templates_store_idx";--> statement-breakpoint
ALTER TABLE "consigner_types" DROP CONSTRAINT "consigner_types_pkey";--> statement-breakpoint
ALTER TABLE "locations" DROP CONSTRAINT "locations_pkey";--> statement-breakpoint
ALTER TABLE "product_gtins" DROP CONSTRAINT "product_gtins_pkey";--> statement-breakpoint
ALTER TABLE "product_templates" DROP CONSTRAINT "product_templates_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_pkey";--> statement-breakpoint
ALTER TABLE "sub_locations" DROP CONSTRAINT "sub_locations_pkey";--> statement-breakpoint
ALTER TABLE "consigner_types" ADD CONSTRAINT "consigner_types_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "sub_locations" ADD CONSTRAINT "sub_locations_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_type_fk" FOREIGN KEY ("store_id","consigner_type_id") REFERENCES "public"."consigner_types"("store_id","id") ON DELETE SET NULL ("consigner_type_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_template_fk" FOREIGN KEY ("store_id","product_template_id") REFERENCES "public"."product_templates"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE SET NULL ("location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_sub_location_fk" FOREIGN KEY ("store_id","sub_location_id") REFERENCES "public"."sub_locations"("store_id","id") ON DELETE SET NULL ("sub_location_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_product_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_template_fk" FOREIGN KEY ("store_id","product_template_id") REFERENCES "public"."product_templates"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_locations" ADD CONSTRAINT "sub_locations_location_fk" FOREIGN KEY ("store_id","location_id") REFERENCES "public"."locations"("store_id","id") ON DELETE cascade ON UPDATE no action;