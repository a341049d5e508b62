CREATE TABLE "payout_audits" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"payout_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"employee_id" integer,
	"amount" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_consigners" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"payout_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"gross" integer NOT NULL,
	"negative_balance" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"provider_ref" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_consigner_id_consigners_id_fk" FOREIGN KEY ("consigner_id") REFERENCES "public"."consigners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_audits_payout_idx" ON "payout_audits" USING btree ("store_id","payout_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_consigners_payout_consigner_uq" ON "payout_consigners" USING btree ("payout_id","consigner_id");--> statement-breakpoint
CREATE INDEX "payout_consigners_store_consigner_idx" ON "payout_consigners" USING btree ("store_id","consigner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_line_items_order_external_uq" ON "order_line_items" USING btree ("order_id","external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_store_request_key_uq" ON "payouts" USING btree ("store_id","request_key") WHERE "payouts"."request_key" is not null;