-- Paid payout money per store and quarter hour, kept in step with payout_consigners: a share counts in the bucket
-- of its paid_at while its status is 'paid' (a change of status, amount or time moves it out and in again).
CREATE FUNCTION paid_payout_bucket_of(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT to_timestamp(floor(extract(epoch FROM at) / 900) * 900)
$$;
--> statement-breakpoint
CREATE FUNCTION paid_payout_buckets_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'paid' AND OLD.paid_at IS NOT NULL THEN
    UPDATE paid_payout_buckets SET total = total - OLD.total
      WHERE store_id = OLD.store_id AND bucket = paid_payout_bucket_of(OLD.paid_at);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'paid' AND NEW.paid_at IS NOT NULL THEN
    INSERT INTO paid_payout_buckets (store_id, bucket, total)
      VALUES (NEW.store_id, paid_payout_bucket_of(NEW.paid_at), NEW.total)
      ON CONFLICT (store_id, bucket) DO UPDATE SET total = paid_payout_buckets.total + EXCLUDED.total;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payout_consigners_paid_buckets AFTER INSERT OR DELETE OR UPDATE OF status, paid_at, total
  ON payout_consigners FOR EACH ROW EXECUTE FUNCTION paid_payout_buckets_upkeep();
--> statement-breakpoint
INSERT INTO paid_payout_buckets (store_id, bucket, total)
  SELECT store_id, paid_payout_bucket_of(paid_at), sum(total) FROM payout_consigners
  WHERE status = 'paid' AND paid_at IS NOT NULL
  GROUP BY 1, 2;
