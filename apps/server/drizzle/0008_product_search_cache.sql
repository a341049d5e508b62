CREATE TABLE "catalogue_versions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_stat_deltas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_stat_deltas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"dim" text NOT NULL,
	"status" text NOT NULL,
	"owned" boolean NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"day" date,
	"n" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_stats" (
	"store_id" integer NOT NULL,
	"dim" text NOT NULL,
	"status" text NOT NULL,
	"owned" boolean NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"location_id" integer DEFAULT 0 NOT NULL,
	"day" date,
	"n" bigint DEFAULT 0 NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL,
	"payout" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "inventory_stats_key_uq" UNIQUE NULLS NOT DISTINCT("store_id","dim","status","owned","category","location_id","day")
);
--> statement-breakpoint
CREATE TABLE "product_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "product_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
ALTER TABLE "catalogue_versions" ADD CONSTRAINT "catalogue_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stat_deltas" ADD CONSTRAINT "inventory_stat_deltas_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_stats" ADD CONSTRAINT "inventory_stats_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_words" ADD CONSTRAINT "product_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_stat_deltas_store_idx" ON "inventory_stat_deltas" USING btree ("store_id","dim");--> statement-breakpoint
CREATE INDEX "product_words_word_trgm_idx" ON "product_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inventories_store_product_price_idx" ON "inventories" USING btree ("store_id","product_id","status","price") WHERE "inventories"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "inventories_store_sold_cover_idx" ON "inventories" USING btree ("store_id","sold_on","consigner_id","status","sold_price","price","discount") WHERE "inventories"."sold_on" is not null;--> statement-breakpoint
CREATE INDEX "payouts_store_paid_idx" ON "payouts" USING btree ("store_id","paid_at","total") WHERE "payouts"."status" = 'Paid';