CREATE TABLE "register_cash_moves" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_cash_moves_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "register_cash_moves_amount_ck" CHECK ("register_cash_moves"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "register_shifts" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"opened_by" integer,
	"opening_float" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer,
	"closed_at" timestamp with time zone,
	"counted" integer,
	"expected" integer,
	"note" text,
	CONSTRAINT "register_shifts_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_credit_entries" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"payout_id" integer,
	"sale_id" integer,
	"return_id" integer,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entries_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "store_credit_entries_balance_ck" CHECK ("store_credit_entries"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "register_return_lines" (
	"store_id" integer NOT NULL,
	"return_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"refund" integer NOT NULL,
	"status" text NOT NULL,
	"consigner_outcome" text NOT NULL,
	"owed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "register_return_lines_pk" PRIMARY KEY("store_id","return_id","inventory_id"),
	CONSTRAINT "register_return_lines_sale_item_uq" UNIQUE("store_id","sale_id","inventory_id")
);
--> statement-breakpoint
DROP INDEX "register_returns_store_sale_uq";--> statement-breakpoint
ALTER TABLE "register_returns" ADD COLUMN "credit_refund" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "register_returns" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "register_sales" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "register_settings" ADD COLUMN "credit_bonus_percent" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "register_tenders" ADD COLUMN "consigner_id" integer;--> statement-breakpoint
ALTER TABLE "register_cash_moves" ADD CONSTRAINT "register_cash_moves_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_cash_moves" ADD CONSTRAINT "register_cash_moves_shift_fk" FOREIGN KEY ("store_id","shift_id") REFERENCES "public"."register_shifts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_shifts" ADD CONSTRAINT "register_shifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entries" ADD CONSTRAINT "store_credit_entries_payout_fk" FOREIGN KEY ("store_id","payout_id") REFERENCES "public"."payouts"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_return_lines" ADD CONSTRAINT "register_return_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_return_lines" ADD CONSTRAINT "register_return_lines_return_fk" FOREIGN KEY ("store_id","return_id") REFERENCES "public"."register_returns"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_return_lines" ADD CONSTRAINT "register_return_lines_sale_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."register_sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_cash_moves_shift_idx" ON "register_cash_moves" USING btree ("store_id","shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "register_shifts_one_open_uq" ON "register_shifts" USING btree ("store_id") WHERE "register_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "register_shifts_store_opened_idx" ON "register_shifts" USING btree ("store_id","opened_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "store_credit_entries_consigner_idx" ON "store_credit_entries" USING btree ("store_id","consigner_id","id");--> statement-breakpoint
ALTER TABLE "register_returns" ADD CONSTRAINT "register_returns_shift_fk" FOREIGN KEY ("store_id","shift_id") REFERENCES "public"."register_shifts"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sales" ADD CONSTRAINT "register_sales_shift_fk" FOREIGN KEY ("store_id","shift_id") REFERENCES "public"."register_shifts"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_tenders" ADD CONSTRAINT "register_tenders_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_returns_store_sale_idx" ON "register_returns" USING btree ("store_id","sale_id");--> statement-breakpoint
-- Whole-sale returns made before returns had lines: each of their items, returned once.
INSERT INTO "register_return_lines" ("store_id", "return_id", "sale_id", "inventory_id", "refund", "status", "consigner_outcome")
SELECT r."store_id", r."id", r."sale_id", l."inventory_id", l."price" - l."discount", 'Active', 'reversed'
FROM "register_returns" r
JOIN "register_sales" s ON s."store_id" = r."store_id" AND s."id" = r."sale_id"
JOIN "order_line_items" l ON l."store_id" = s."store_id" AND l."order_id" = s."order_id"
WHERE l."inventory_id" IS NOT NULL
ON CONFLICT DO NOTHING;
