CREATE TABLE "agreement_signatures" (
	"id" serial NOT NULL,
	"store_id" integer NOT NULL,
	"consigner_id" integer NOT NULL,
	"version" integer NOT NULL,
	"typed_name" text NOT NULL,
	"signature_kind" text NOT NULL,
	"signature" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text NOT NULL,
	"signed_in_store" boolean DEFAULT false NOT NULL,
	"witness_user_id" uuid,
	"witness_name" text,
	CONSTRAINT "agreement_signatures_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "agreement_signatures_consigner_version_uq" UNIQUE("store_id","consigner_id","version")
);
--> statement-breakpoint
CREATE TABLE "agreement_versions" (
	"store_id" integer NOT NULL,
	"version" integer NOT NULL,
	"markdown" text NOT NULL,
	"html" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agreement_versions_pk" PRIMARY KEY("store_id","version")
);
--> statement-breakpoint
ALTER TABLE "inventories" ADD COLUMN "terms_warned_on" date;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "require_signed_agreement" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_consigner_fk" FOREIGN KEY ("store_id","consigner_id") REFERENCES "public"."consigners"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_signatures" ADD CONSTRAINT "agreement_signatures_version_fk" FOREIGN KEY ("store_id","version") REFERENCES "public"."agreement_versions"("store_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_versions" ADD CONSTRAINT "agreement_versions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_signatures_store_signed_idx" ON "agreement_signatures" USING btree ("store_id","signed_at");