import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./apps/server/src/db/schema.ts', './apps/server/src/db/schema-webhooks.ts'],
  out: './apps/server/drizzle',
});
