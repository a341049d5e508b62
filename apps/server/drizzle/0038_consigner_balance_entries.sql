CREATE TABLE "consigner_balance_entries" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"inventory_id" integer,
	"item_code" text,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consigner_balance_entries_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "consigner_balance_entries" ADD CONSTRAINT "consigner_balance_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigner_balance_entries" ADD CONSTRAINT "consigner_balance_entries_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigner_balance_entries" ADD CONSTRAINT "consigner_balance_entries_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consigner_balance_entries_consigner_idx" ON "consigner_balance_entries" USING btree ("store_id","consigner_id","id");--> statement-breakpoint
-- What consigners already owed before the ledger: one opening entry each, so the sum of a consigner's entries is
-- their balance_owed and the next payout's statement names it ("Balance owed from before").
INSERT INTO "consigner_balance_entries" ("store_id", "consigner_id", "kind", "amount")
SELECT "store_id", "id", 'opening', "balance_owed" FROM "consigners" WHERE "balance_owed" > 0;
