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
  'cheques: foreign key cheques_payout_id_payouts_id_fk to payouts without store_id',
  'cheques: primary key cheques_pkey without store_id',
  'consigners: foreign key consigners_user_id_users_id_fk to users without store_id',
  'consigners: primary key consigners_pkey without store_id',
  'consigners: unique index consigners_user_uq without store_id',
  'employees: foreign key employees_user_id_users_id_fk to users without store_id',
  'employees: primary key employees_pkey without store_id',
  'employees: unique constraint employees_invite_id_unique without store_id',
  'employees: unique index employees_user_uq without store_id',
  'inventories: foreign key inventories_consigner_id_consigners_id_fk to consigners without store_id',
  'inventories: foreign key inventories_order_id_orders_id_fk to orders without store_id',
  'inventories: primary key inventories_pkey without store_id',
  'inventory_logs: foreign key inventory_logs_inventory_id_inventories_id_fk to inventories without store_id',
  'inventory_logs: primary key inventory_logs_pkey without store_id',
  'inventory_stat_deltas: primary key inventory_stat_deltas_pkey without store_id',
  'inventory_stats: no primary key',
  'jobs: primary key jobs_pkey without store_id',
  'order_line_items: foreign key order_line_items_inventory_id_inventories_id_fk to inventories without store_id',
  'order_line_items: foreign key order_line_items_order_id_orders_id_fk to orders without store_id',
  'order_line_items: primary key order_line_items_pkey without store_id',
  'order_line_items: unique index order_line_items_order_external_uq without store_id',
  'orders: primary key orders_pkey without store_id',
  'outbox_emails: primary key outbox_emails_pkey without store_id',
  'payout_audits: foreign key payout_audits_employee_id_employees_id_fk to employees without store_id',
  'payout_audits: foreign key payout_audits_payout_id_payouts_id_fk to payouts without store_id',
  'payout_audits: primary key payout_audits_pkey without store_id',
  'payout_consigners: foreign key payout_consigners_consigner_id_consigners_id_fk to consigners without store_id',
  'payout_consigners: foreign key payout_consigners_payout_id_payouts_id_fk to payouts without store_id',
  'payout_consigners: primary key payout_consigners_pkey without store_id',
  'payout_consigners: unique index payout_consigners_payout_consigner_uq without store_id',
  'payout_items: foreign key payout_items_consigner_id_consigners_id_fk to consigners without store_id',
  'payout_items: foreign key payout_items_inventory_id_inventories_id_fk to inventories without store_id',
  'payout_items: foreign key payout_items_payout_id_payouts_id_fk to payouts without store_id',
  'payout_items: primary key payout_items_pkey without store_id',
  'payout_items: unique index payout_items_live_inventory_uq without store_id',
  'payouts: foreign key payouts_created_by_employees_id_fk to employees without store_id',
  'payouts: primary key payouts_pkey without store_id',
  'scans: foreign key scans_created_by_employees_id_fk to employees without store_id',
  'users: primary key users_pkey without store_id',
]);
