CREATE TABLE "billing_accounts" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"status" text NOT NULL,
	"trial_ends_at" timestamp with time zone NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"anchor_day" integer NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"past_due_since" timestamp with time zone,
	"payment_method_label" text,
	"payment_method_ref" text,
	"provider_customer_id" text,
	"invoice_sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_adjustments" (
	"store_id" integer NOT NULL,
	"id" serial NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"invoice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_adjustments_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_audits" (
	"store_id" integer NOT NULL,
	"id" serial NOT NULL,
	"action" text NOT NULL,
	"actor_name" text NOT NULL,
	"employee_id" integer,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_audits_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_invoice_lines" (
	"store_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_amount" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "billing_invoice_lines_store_id_invoice_id_position_pk" PRIMARY KEY("store_id","invoice_id","position")
);
--> statement-breakpoint
CREATE TABLE "billing_invoices" (
	"store_id" integer NOT NULL,
	"id" serial NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"plan_name" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal" integer NOT NULL,
	"tax_name" text DEFAULT 'Tax' NOT NULL,
	"tax_basis_points" integer DEFAULT 0 NOT NULL,
	"tax" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_ref" text,
	"next_retry_at" timestamp with time zone,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "billing_invoices_store_id_id_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "billing_webhook_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_webhook_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_adjustments" ADD CONSTRAINT "billing_adjustments_store_id_invoice_id_billing_invoices_store_id_id_fk" FOREIGN KEY ("store_id","invoice_id") REFERENCES "public"."billing_invoices"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_audits" ADD CONSTRAINT "billing_audits_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_audits" ADD CONSTRAINT "billing_audits_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoice_lines" ADD CONSTRAINT "billing_invoice_lines_store_id_invoice_id_billing_invoices_store_id_id_fk" FOREIGN KEY ("store_id","invoice_id") REFERENCES "public"."billing_invoices"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_invoices" ADD CONSTRAINT "billing_invoices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_accounts_period_end_idx" ON "billing_accounts" USING btree ("current_period_end");--> statement-breakpoint
CREATE INDEX "billing_adjustments_pending_idx" ON "billing_adjustments" USING btree ("store_id") WHERE "billing_adjustments"."invoice_id" is null;--> statement-breakpoint
CREATE INDEX "billing_audits_store_idx" ON "billing_audits" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_store_number_uq" ON "billing_invoices" USING btree ("store_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_invoices_store_period_uq" ON "billing_invoices" USING btree ("store_id","period_start");--> statement-breakpoint
CREATE INDEX "billing_invoices_store_issued_idx" ON "billing_invoices" USING btree ("store_id","issued_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "billing_invoices_retry_idx" ON "billing_invoices" USING btree ("next_retry_at") WHERE "billing_invoices"."status" = 'open';