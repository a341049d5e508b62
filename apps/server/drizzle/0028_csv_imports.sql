CREATE TABLE "import_files" (
	"store_id" integer NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"columns" text[] NOT NULL,
	"sample_rows" jsonb NOT NULL,
	"job_id" integer,
	"error_file_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_files_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"store_id" integer NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_pk" PRIMARY KEY("store_id","id")
);
--> statement-breakpoint
CREATE TABLE "imported_rows" (
	"store_id" integer NOT NULL,
	"kind" text NOT NULL,
	"row_key" text NOT NULL,
	"entity_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "imported_rows_pk" PRIMARY KEY("store_id","kind","row_key")
);
--> statement-breakpoint
ALTER TABLE "import_files" ADD CONSTRAINT "import_files_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_rows" ADD CONSTRAINT "imported_rows_file_fk" FOREIGN KEY ("store_id","file_id") REFERENCES "public"."import_files"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_mappings_store_name_uq" ON "import_mappings" USING btree ("store_id","kind",lower("name"));