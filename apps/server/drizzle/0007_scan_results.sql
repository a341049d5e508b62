ALTER TABLE "scans" ADD COLUMN "missing_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "over_scanned_ids" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "scans" ADD COLUMN "expected_count" integer DEFAULT 0 NOT NULL;