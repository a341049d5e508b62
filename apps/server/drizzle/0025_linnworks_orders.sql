CREATE TABLE "linnworks_connections" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"application_secret_sealed" text NOT NULL,
	"installation_token_sealed" text NOT NULL,
	"synced_through" timestamp with time zone,
	"last_requested_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_sync_status" text,
	"last_sync_error" text,
	"last_sync_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_line_items" ADD COLUMN "unmatched" text;--> statement-breakpoint
ALTER TABLE "linnworks_connections" ADD CONSTRAINT "linnworks_connections_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;