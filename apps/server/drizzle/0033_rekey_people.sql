-- Issue #18.3: logins, their tokens, employees and consigners are keyed by (store_id, id); every foreign key to
-- them names the store, and so do their unique constraints (a token hash or an invite is unique per store: every
-- lookup knows the store first). Hand-ordered: foreign keys dropped before the keys they use (the unique
-- (store_id, id) indexes that the newer tables' foreign keys used are replaced by the primary keys), recreated
-- after; SET NULL clears only the id column.
ALTER TABLE "products" DROP CONSTRAINT "products_requested_by_consigner_fk";--> statement-breakpoint
ALTER TABLE "agreement_signatures" DROP CONSTRAINT "agreement_signatures_consigner_fk";--> statement-breakpoint
ALTER TABLE "api_keys" DROP CONSTRAINT "api_keys_created_by_fk";--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_token_hash_unique";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_invite_id_unique";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_store_id_uq";--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "billing_audits" DROP CONSTRAINT "billing_audits_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "cheques" DROP CONSTRAINT "cheques_consigner_id_consigners_id_fk";
--> statement-breakpoint
ALTER TABLE "consigners" DROP CONSTRAINT "consigners_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "inventories" DROP CONSTRAINT "inventories_consigner_id_consigners_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_audits" DROP CONSTRAINT "payout_audits_employee_id_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_consigners" DROP CONSTRAINT "payout_consigners_consigner_id_consigners_id_fk";
--> statement-breakpoint
ALTER TABLE "payout_items" DROP CONSTRAINT "payout_items_consigner_id_consigners_id_fk";
--> statement-breakpoint
ALTER TABLE "payouts" DROP CONSTRAINT "payouts_created_by_employees_id_fk";
--> statement-breakpoint
ALTER TABLE "scans" DROP CONSTRAINT "scans_created_by_employees_id_fk";
--> statement-breakpoint
DROP INDEX "consigners_store_id_idx";--> statement-breakpoint
DROP INDEX "consigners_user_uq";--> statement-breakpoint
DROP INDEX "employees_user_uq";--> statement-breakpoint
ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_pkey";--> statement-breakpoint
ALTER TABLE "consigners" DROP CONSTRAINT "consigners_pkey";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."users"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_audits" ADD CONSTRAINT "billing_audits_employee_fk" FOREIGN KEY ("store_id","employee_id") REFERENCES "public"."employees"("store_id","id") ON DELETE SET NULL ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_user_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."users"("store_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_fk" FOREIGN KEY ("store_id","user_id") REFERENCES "public"."users"("store_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_audits" ADD CONSTRAINT "payout_audits_employee_fk" FOREIGN KEY ("store_id","employee_id") REFERENCES "public"."employees"("store_id","id") ON DELETE SET NULL ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_consigners" ADD CONSTRAINT "payout_consigners_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_fk" FOREIGN KEY ("store_id","created_by") REFERENCES "public"."employees"("store_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_created_by_fk" FOREIGN KEY ("store_id","created_by") REFERENCES "public"."employees"("store_id","id") ON DELETE SET NULL ("created_by") ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consigners_user_uq" ON "consigners" USING btree ("store_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_uq" ON "employees" USING btree ("store_id","user_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_store_token_hash_uq" UNIQUE("store_id","token_hash");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_store_invite_uq" UNIQUE("store_id","invite_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_requested_by_consigner_fk" FOREIGN KEY ("store_id","requested_by_consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_fk" FOREIGN KEY ("store_id","created_by") REFERENCES "public"."users"("store_id","id") ON DELETE cascade ON UPDATE no action;
