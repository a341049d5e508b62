/**
 * How the schema is distributed by store (issue #18.3, docs/operations.md "A Citus cluster"). Tenant tables carry
 * `store_id`, the distribution column; the reference tables below have none and are copied to every node.
 */
export const REFERENCE_TABLES: ReadonlySet<string> = new Set([
  'stores',
  // Stripe's events arrive before we know the store; the row is keyed by the event id.
  'billing_webhook_events',
]);

/**
 * Tables still keyed by their id alone: each line is a rule `citus-ready.test.ts` finds broken in the migrated
 * schema. The list may only shrink (the test fails on a line the schema no longer breaks); a new table or
 * constraint must follow the rules from the start. Migrations 0031–0033 re-keyed the other older tables.
 */
export const KEYED_BY_ID_ALONE: ReadonlySet<string> = new Set([
  // The two queues stay keyed by id: store_id may be null (the platform's invoice run is a job of no store; an
  // e-mail draft may name no store) and a worker claims the next row across all stores, a global read by design.
  // On Citus they stay local tables on the coordinator (docs/operations.md).
  'jobs: primary key jobs_pkey without store_id',
  'outbox_emails: primary key outbox_emails_pkey without store_id',
]);
