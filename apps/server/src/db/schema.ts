/**
 * The whole database, one file per area (schema-*.ts); this file gathers them all.
 * Every tenant table carries store_id with a foreign key to stores and indexes that start with store_id, because
 * every query of a request is scoped to one store. Money columns are integer minor units of the store's currency.
 * Every area file is exported here, so `import * as schema` (drizzle, the statement check, the table tests) sees all.
 */

export * from './schema-agreements';
export * from './schema-api-keys';
export * from './schema-billing';
export * from './schema-catalogue';
export * from './schema-consigners';
export * from './schema-imports';
export * from './schema-inventory';
export * from './schema-queues';
export * from './schema-rate-limits';
export * from './schema-register';
export * from './schema-register-shifts';
export * from './schema-reports';
export * from './schema-sales';
export * from './schema-stores';
export * from './schema-webhooks';
