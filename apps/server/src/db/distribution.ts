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
 * Older tables still keyed by their id alone: each line is a rule `citus-ready.test.ts` finds broken in the
 * migrated schema. The list may only shrink (the test fails on a line the schema no longer breaks); a new table or
 * constraint must follow the rules from the start.
 */
export const KEYED_BY_ID_ALONE: ReadonlySet<string> = new Set([
  'auth_tokens: foreign key auth_tokens_user_id_users_id_fk to users without store_id',
  'auth_tokens: primary key auth_tokens_pkey without store_id',
  'auth_tokens: unique constraint auth_tokens_token_hash_unique without store_id',
  'billing_audits: foreign key billing_audits_employee_id_employees_id_fk to employees without store_id',
  'cheques: foreign key cheques_consigner_id_consigners_id_fk to consigners without store_id',
  'consigners: foreign key consigners_user_id_users_id_fk to users without store_id',
  'consigners: primary key consigners_pkey without store_id',
  'consigners: unique index consigners_user_uq without store_id',
  'employees: foreign key employees_user_id_users_id_fk to users without store_id',
  'employees: primary key employees_pkey without store_id',
  'employees: unique constraint employees_invite_id_unique without store_id',
  'employees: unique index employees_user_uq without store_id',
  'inventories: foreign key inventories_consigner_id_consigners_id_fk to consigners without store_id',
  'jobs: primary key jobs_pkey without store_id',
  'outbox_emails: primary key outbox_emails_pkey without store_id',
  'payout_audits: foreign key payout_audits_employee_id_employees_id_fk to employees without store_id',
  'payout_consigners: foreign key payout_consigners_consigner_id_consigners_id_fk to consigners without store_id',
  'payout_items: foreign key payout_items_consigner_id_consigners_id_fk to consigners without store_id',
  'payouts: foreign key payouts_created_by_employees_id_fk to employees without store_id',
  'scans: foreign key scans_created_by_employees_id_fk to employees without store_id',
  'users: primary key users_pkey without store_id',
]);
