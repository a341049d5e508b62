ALTER TABLE "payout_consigners" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payout_consigners_store_paid_idx" ON "payout_consigners" USING btree ("store_id","paid_at","total") WHERE "payout_consigners"."status" = 'paid';--> statement-breakpoint
UPDATE "payout_consigners" AS pc SET "paid_at" = coalesce(p."paid_at", pc."updated_at") FROM "payouts" AS p WHERE p."id" = pc."payout_id" AND pc."status" = 'paid' AND pc."paid_at" IS NULL;
