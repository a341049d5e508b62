CREATE TABLE "register_discount_limits" (
	"store_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"limit_percent" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_discount_limits_pk" PRIMARY KEY("store_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "register_returns" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"employee_id" integer,
	"refund_total" integer NOT NULL,
	"cash_refund" integer NOT NULL,
	"card_refund" integer NOT NULL,
	"card_references" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_returns_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "register_returns_store_key_uq" UNIQUE("store_id","request_key")
);
--> statement-breakpoint
CREATE TABLE "register_sales" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"order_id" integer NOT NULL,
	"employee_id" integer,
	"subtotal" integer NOT NULL,
	"discount" integer NOT NULL,
	"tax" integer NOT NULL,
	"total" integer NOT NULL,
	"change_due" integer DEFAULT 0 NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_sales_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "register_sales_store_key_uq" UNIQUE("store_id","request_key"),
	CONSTRAINT "register_sales_store_order_uq" UNIQUE("store_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "register_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"return_days" integer DEFAULT 30 NOT NULL,
	"return_policy" text,
	"default_discount_limit" double precision DEFAULT 0 NOT NULL,
	"terminal_reader_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_tenders" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "register_tenders_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "register_discount_limits" ADD CONSTRAINT "register_discount_limits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_discount_limits" ADD CONSTRAINT "register_discount_limits_employee_fk" FOREIGN KEY ("store_id","employee_id") REFERENCES "public"."employees"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_returns" ADD CONSTRAINT "register_returns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_returns" ADD CONSTRAINT "register_returns_sale_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."register_sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sales" ADD CONSTRAINT "register_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_sales" ADD CONSTRAINT "register_sales_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_settings" ADD CONSTRAINT "register_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_tenders" ADD CONSTRAINT "register_tenders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_tenders" ADD CONSTRAINT "register_tenders_sale_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."register_sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "register_returns_store_sale_uq" ON "register_returns" USING btree ("store_id","sale_id");--> statement-breakpoint
CREATE INDEX "register_sales_store_created_idx" ON "register_sales" USING btree ("store_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "register_tenders_sale_idx" ON "register_tenders" USING btree ("store_id","sale_id");