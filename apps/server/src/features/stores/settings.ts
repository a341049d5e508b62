import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { forgetStoreCache } from '../../http/store-resolution';
import { toBranding } from './service';

/**
 * PUT /api/stores/{id}: the store settings the foundation needs (branding and behaviour switches).
 * The full settings form of spec 3 §2.11 extends this schema.
 */
export const storeSettingsBody = z
  .object({
    name: z.string().trim().min(1, 'Name is required'),
    supportEmail: z.string().trim().toLowerCase().pipe(z.email('Support email is required')),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'Currency is required'),
    logo: z.string().trim().url().nullable(),
    termsOfService: z.string().max(50_000),
    maintenanceMode: z.boolean(),
    isBuyingStore: z.boolean(),
    onlineMarketplace: z.boolean(),
    safeInventoryStatusMode: z.boolean(),
  })
  .partial()
  .strict();

export function storeSettingsRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.put(
    '/api/stores/:id',
    {
      config: { access: { kind: 'staff', control: 'Settings' } },
      schema: {
        params: z.object({ id: z.coerce.number().int() }),
        body: storeSettingsBody,
        tags: ['stores'],
      },
    },
    async (request) => {
      const storeId = request.store!.id;
      if (request.params.id !== storeId) throw notFound('Store not found.');
      const [updated] = await deps.db
        .update(stores)
        .set({ ...request.body, updatedAt: new Date() })
        .where(and(eq(stores.id, storeId)))
        .returning();
      forgetStoreCache();
      return toBranding(deps.env, updated!);
    },
  );
}
