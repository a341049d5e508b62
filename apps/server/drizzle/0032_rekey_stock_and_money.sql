-- Issue #18.3: items, orders and payouts (and what hangs off them) are keyed by (store_id, id); foreign keys
-- between them name the store, and so do their unique indexes. Hand-ordered: foreign keys dropped before the primary
-- keys they use, recreated after; inventory_stats gets its id before its key; SET NULL clears only the id column.
ALTER TABLE "cheques" DROP CONSTRAINT "cheques_payout_id_payouts_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "inventory_logs" DROP CONSTRAINT "inventory_logs_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "order_line_items" DROP CONSTRAINT "order_line_items_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "order_line_items" DROP CONSTRAINT "order_line_items_inventory_id_inventories_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_audits" DROP CONSTRAINT "payout_audits_payout_id_payouts_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_consigners" DROP CONSTRAINT "payout_consigners_payout_id_payouts_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_items" DROP CONSTRAINT "payout_items_payout_id_payouts_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_items" DROP CONSTRAINT "payout_items_inventory_id_inventories_id_fk";
--> statement-breakpoint
DROP INDEX "inventories_order_idx";--> statement-breakpoint
DROP INDEX "order_line_items_order_external_uq";--> statement-breakpoint
DROP INDEX "order_line_items_inventory_idx";--> statement-breakpoint
DROP INDEX "payout_consigners_payout_consigner_uq";--> statement-breakpoint
DROP INDEX "payout_items_live_inventory_uq";--> statement-breakpoint
ALTER TABLE "cheques" DROP CONSTRAINT "cheques_pkey";--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_pkey";--> statement-breakpoint
ALTER TABLE "inventory_logs" DROP CONSTRAINT "inventory_logs_pkey";--> statement-breakpoint
ALTER TABLE "inventory_stat_deltas" DROP CONSTRAINT "inventory_stat_deltas_pkey";--> statement-breakpoint
ALTER TABLE "order_line_items" DROP CONSTRAINT "order_line_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "payout_audits" DROP CONSTRAINT "payout_audits_pkey";--> statement-breakpoint
ALTER TABLE "payout_consigners" DROP CONSTRAINT "payout_consigners_pkey";--> statement-breakpoint
ALTER TABLE "payout_items" DROP CONSTRAINT "payout_items_pkey";--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_pkey";--> statement-breakpoint
ALTER TABLE "inventory_stats" ADD COLUMN "id" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "inventory_stats_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);
--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "inventory_stat_deltas" ADD CONSTRAINT "inventory_stat_deltas_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "inventory_stats" ADD CONSTRAINT "inventory_stats_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE SET NULL ("order_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_inventory_fk" FOREIGN KEY ("store_id","inventory_id") REFERENCES "public"."inventories"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_inventory_fk" FOREIGN KEY ("store_id","inventory_id") REFERENCES "public"."inventories"("store_id","id") ON DELETE SET NULL ("inventory_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_inventory_fk" FOREIGN KEY ("store_id","inventory_id") REFERENCES "public"."inventories"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_order_idx" ON "inventories" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_items_order_external_uq" ON "order_line_items" USING btree ("store_id","order_id","external_id");--> statement-breakpoint
CREATE INDEX "order_line_items_inventory_idx" ON "order_line_items" USING btree ("store_id","inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_consigners_payout_consigner_uq" ON "payout_consigners" USING btree ("store_id","payout_id","consigner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_live_inventory_uq" ON "payout_items" USING btree ("store_id","inventory_id") WHERE "payout_items"."live";