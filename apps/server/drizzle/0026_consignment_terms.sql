CREATE TABLE "consignment_terms" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"terms" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consignment_terms_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
ALTER TABLE "consigner_types" ADD COLUMN "consignment_terms_id" integer;--> statement-breakpoint
ALTER TABLE "consigners" ADD COLUMN "consignment_terms_id" integer;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_id" integer;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_listed_price" integer;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_started_on" date;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_expires_on" date;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_markdown_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_expired_on" date;--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_action_on" date;--> statement-breakpoint
ALTER TABLE "consignment_terms" ADD CONSTRAINT "consignment_terms_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_terms_store_name_uq" ON "consignment_terms" USING btree ("store_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "consignment_terms_one_default_uq" ON "consignment_terms" USING btree ("store_id") WHERE "consignment_terms"."is_default";--> statement-breakpoint
ALTER TABLE "consigner_types" ADD CONSTRAINT "consigner_types_terms_fk" FOREIGN KEY ("store_id","consignment_terms_id") REFERENCES "public"."consignment_terms"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consigners" ADD CONSTRAINT "consigners_terms_fk" FOREIGN KEY ("store_id","consignment_terms_id") REFERENCES "public"."consignment_terms"("store_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventories_store_terms_idx" ON "inventories" USING btree ("store_id","terms_expires_on") WHERE "inventories"."terms" is not null and "inventories"."deleted_at" is null;