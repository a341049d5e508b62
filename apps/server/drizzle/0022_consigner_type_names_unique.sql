-- Rows that would clash (same name in any case, same rule) keep their data under a distinguishable name.
UPDATE "consigner_types" SET "account_type" = left("account_type", 100) || ' (' || "id" || ')'
WHERE "id" IN (
  SELECT "id" FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "store_id", lower("account_type"), coalesce("category", ''), coalesce("categories", '{}'),
        coalesce("option1_value", ''), coalesce("option2_value", ''), coalesce("option3_value", '')
      ORDER BY "id") AS "n"
    FROM "consigner_types") AS "ranked"
  WHERE "n" > 1);--> statement-breakpoint
CREATE UNIQUE INDEX "consigner_types_store_name_rule_uq" ON "consigner_types" USING btree ("store_id",lower("account_type"),coalesce("category", ''),coalesce("categories", '{}'),coalesce("option1_value", ''),coalesce("option2_value", ''),coalesce("option3_value", ''));