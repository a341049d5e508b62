CREATE TABLE "rate_limit_counters" (
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_limit_counters_pk" PRIMARY KEY("store_id","key")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");