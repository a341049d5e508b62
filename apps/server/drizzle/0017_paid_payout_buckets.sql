CREATE TABLE "paid_payout_buckets" (
	"store_id" integer NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "paid_payout_buckets_store_id_bucket_pk" PRIMARY KEY("store_id","bucket")
);
--> statement-breakpoint
ALTER TABLE "paid_payout_buckets" ADD CONSTRAINT "paid_payout_buckets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;