CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "cheques" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"payout_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"external_id" text,
	"status" text DEFAULT 'created' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consigner_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"account_type" text NOT NULL,
	"selling_fee" double precision NOT NULL,
	"min_fee" integer DEFAULT 0 NOT NULL,
	"flat_fee" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"category" text,
	"option1_value" text,
	"option2_value" text,
	"option3_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consigners" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid,
	"consigner_type_id" integer,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"id_number" text,
	"account_name" text,
	"account_number" text,
	"bank" text,
	"bank_type" text,
	"branch_code" text,
	"payout_type" text,
	"payout_data" text,
	"bank_data" jsonb,
	"is_store_account" boolean DEFAULT false NOT NULL,
	"marketplace_location" boolean DEFAULT false NOT NULL,
	"accepted_tos" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"charge_tax" boolean DEFAULT false NOT NULL,
	"email_notifications" jsonb DEFAULT '{"onInventoryAccept":true,"onPayout":true,"onProductSold":true,"onPriceAcceptOrDecline":true,"onWithdrawAcceptOrDecline":true}'::jsonb NOT NULL,
	"balance_owed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" uuid,
	"invite_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'Staff' NOT NULL,
	"access_controls" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "employees_invite_id_unique" UNIQUE("invite_id")
);
--> statement-breakpoint
CREATE TABLE "inventories" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"product_template_id" integer,
	"consigner_id" integer NOT NULL,
	"status" text NOT NULL,
	"sale_type" text DEFAULT 'Consignment' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"requested_price" integer,
	"store_request_price_low" integer,
	"store_request_price_high" integer,
	"payout_amount" integer DEFAULT 0 NOT NULL,
	"payout_fee" integer DEFAULT 0 NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"sold_price" integer,
	"option1_value" text,
	"option2_value" text,
	"option3_value" text,
	"category" text,
	"location_id" integer,
	"sub_location_id" integer,
	"notes" text,
	"tracking_code" text,
	"image" text,
	"printed" boolean DEFAULT false NOT NULL,
	"preapproval_status" text,
	"payment_type" text,
	"services" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_withdrawn_early" boolean DEFAULT false NOT NULL,
	"withdrawal_fee" integer DEFAULT 0 NOT NULL,
	"withdrawal_requested_at" timestamp with time zone,
	"withdrawal_decided_at" timestamp with time zone,
	"withdrawal_decided_by" text,
	"shopify_id" text,
	"order_id" integer,
	"accepted_on" timestamp with time zone,
	"sold_on" timestamp with time zone,
	"last_updated_by" text,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"modified_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"store_id" integer,
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"progress" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"inventory_id" integer,
	"external_id" text,
	"title" text DEFAULT '' NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"conflict" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"channel" text DEFAULT 'local' NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'paid' NOT NULL,
	"customer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"links" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"payout_id" integer NOT NULL,
	"inventory_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"provider" text DEFAULT 'manual' NOT NULL,
	"created_by" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_gtins" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"gtin" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"title" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"gender" text,
	"weight" integer,
	"option1" text NOT NULL,
	"option2" text,
	"option3" text,
	"option1_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"option2_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"option3_values" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"product_template_id" integer,
	"title" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"stockx_id" text,
	"shopify_id" text,
	"category" text DEFAULT '' NOT NULL,
	"gender" text,
	"year" integer,
	"color" text,
	"image" text,
	"image_list" text[] DEFAULT '{}'::text[] NOT NULL,
	"review_status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scans" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"inventory_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	"name" text NOT NULL,
	"domain" text,
	"shop" text,
	"platform" text,
	"storefront_access_token" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"logo" text,
	"support_email" text NOT NULL,
	"terms_of_service" text DEFAULT '' NOT NULL,
	"maintenance_mode" boolean DEFAULT false NOT NULL,
	"redirect_url" text,
	"consigner_url" text,
	"in_store_url" text,
	"is_buying_store" boolean DEFAULT false NOT NULL,
	"online_marketplace" boolean DEFAULT false NOT NULL,
	"safe_inventory_status_mode" boolean DEFAULT true NOT NULL,
	"automated_payout" boolean DEFAULT false NOT NULL,
	"absorb_discount" boolean DEFAULT false NOT NULL,
	"auto_preapproval" boolean DEFAULT false NOT NULL,
	"charge_tax" boolean DEFAULT false NOT NULL,
	"payout_fee" double precision DEFAULT 0 NOT NULL,
	"vat_rate" double precision DEFAULT 0 NOT NULL,
	"min_approval" integer DEFAULT 0 NOT NULL,
	"max_approval" integer DEFAULT 0 NOT NULL,
	"warn_amount" integer DEFAULT 0 NOT NULL,
	"cleaning_fee" integer DEFAULT 2000 NOT NULL,
	"box_fee" integer DEFAULT 2000 NOT NULL,
	"withdraw_fee" integer DEFAULT 0 NOT NULL,
	"withdraw_early_days" integer DEFAULT 0 NOT NULL,
	"warn_text" text DEFAULT '' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "sub_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheques" ADD CONSTRAINT "cheques_consigner_id_consigners_id_fk" FOREIGN KEY ("consigner_id") REFERENCES "public"."consigners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigner_types" ADD CONSTRAINT "consigner_types_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_consigner_type_id_consigner_types_id_fk" FOREIGN KEY ("consigner_type_id") REFERENCES "public"."consigner_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_product_template_id_product_templates_id_fk" FOREIGN KEY ("product_template_id") REFERENCES "public"."product_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_consigner_id_consigners_id_fk" FOREIGN KEY ("consigner_id") REFERENCES "public"."consigners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_sub_location_id_sub_locations_id_fk" FOREIGN KEY ("sub_location_id") REFERENCES "public"."sub_locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventories" ADD CONSTRAINT "inventories_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_logs" ADD CONSTRAINT "inventory_logs_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_items" ADD CONSTRAINT "order_line_items_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD CONSTRAINT "outbox_emails_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_inventory_id_inventories_id_fk" FOREIGN KEY ("inventory_id") REFERENCES "public"."inventories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_consigner_id_consigners_id_fk" FOREIGN KEY ("consigner_id") REFERENCES "public"."consigners"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_gtins" ADD CONSTRAINT "product_gtins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_template_id_product_templates_id_fk" FOREIGN KEY ("product_template_id") REFERENCES "public"."product_templates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scans" ADD CONSTRAINT "scans_created_by_employees_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_locations" ADD CONSTRAINT "sub_locations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_locations" ADD CONSTRAINT "sub_locations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("store_id","user_id","purpose");--> statement-breakpoint
CREATE INDEX "cheques_store_payout_idx" ON "cheques" USING btree ("store_id","payout_id");--> statement-breakpoint
CREATE INDEX "consigner_types_store_idx" ON "consigner_types" USING btree ("store_id","account_type");--> statement-breakpoint
CREATE UNIQUE INDEX "consigner_types_one_default_uq" ON "consigner_types" USING btree ("store_id") WHERE "consigner_types"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "consigners_store_email_uq" ON "consigners" USING btree ("store_id","email") WHERE "consigners"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "consigners_user_uq" ON "consigners" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "consigners_one_store_account_uq" ON "consigners" USING btree ("store_id") WHERE "consigners"."is_store_account";--> statement-breakpoint
CREATE INDEX "consigners_store_name_idx" ON "consigners" USING btree ("store_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_store_email_uq" ON "employees" USING btree ("store_id","email") WHERE "employees"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_user_uq" ON "employees" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventories_store_code_uq" ON "inventories" USING btree ("store_id","code");--> statement-breakpoint
CREATE INDEX "inventories_store_status_updated_idx" ON "inventories" USING btree ("store_id","status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_store_updated_idx" ON "inventories" USING btree ("store_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_store_consigner_idx" ON "inventories" USING btree ("store_id","consigner_id","status");--> statement-breakpoint
CREATE INDEX "inventories_store_product_idx" ON "inventories" USING btree ("store_id","product_id","status");--> statement-breakpoint
CREATE INDEX "inventories_store_location_idx" ON "inventories" USING btree ("store_id","location_id","status");--> statement-breakpoint
CREATE INDEX "inventories_store_sold_idx" ON "inventories" USING btree ("store_id","sold_on");--> statement-breakpoint
CREATE INDEX "inventories_order_idx" ON "inventories" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inventory_logs_item_idx" ON "inventory_logs" USING btree ("store_id","inventory_id","created_at");--> statement-breakpoint
CREATE INDEX "jobs_ready_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_store_idx" ON "jobs" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_store_name_uq" ON "locations" USING btree ("store_id","name");--> statement-breakpoint
CREATE INDEX "order_line_items_order_idx" ON "order_line_items" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "order_line_items_inventory_idx" ON "order_line_items" USING btree ("inventory_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_store_channel_external_uq" ON "orders" USING btree ("store_id","channel","external_id");--> statement-breakpoint
CREATE INDEX "orders_store_date_idx" ON "orders" USING btree ("store_id","order_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_store_idx" ON "outbox_emails" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_emails_status_idx" ON "outbox_emails" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_live_inventory_uq" ON "payout_items" USING btree ("inventory_id") WHERE "payout_items"."live";--> statement-breakpoint
CREATE INDEX "payout_items_payout_idx" ON "payout_items" USING btree ("store_id","payout_id");--> statement-breakpoint
CREATE INDEX "payout_items_consigner_idx" ON "payout_items" USING btree ("store_id","consigner_id");--> statement-breakpoint
CREATE INDEX "payouts_store_status_idx" ON "payouts" USING btree ("store_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "product_gtins_store_gtin_uq" ON "product_gtins" USING btree ("store_id","gtin");--> statement-breakpoint
CREATE INDEX "product_gtins_product_idx" ON "product_gtins" USING btree ("store_id","product_id");--> statement-breakpoint
CREATE INDEX "product_templates_store_idx" ON "product_templates" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "products_store_sku_idx" ON "products" USING btree ("store_id","sku");--> statement-breakpoint
CREATE INDEX "products_store_title_idx" ON "products" USING btree ("store_id","title");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_sku_trgm_idx" ON "products" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "scans_store_location_idx" ON "scans" USING btree ("store_id","location_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sub_locations_store_loc_name_uq" ON "sub_locations" USING btree ("store_id","location_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "users_store_email_uq" ON "users" USING btree ("store_id","email");