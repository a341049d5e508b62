import { inventorySettings, storeSettings } from '@backroom/domain/contract/stores';
import { storeSettingsSchema } from '@backroom/domain/schemas/settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import { saveSettings, toSettings } from './settings-service';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/**
 * PUT /api/stores/{id}: any subset of the store settings form (spec 3 §2.11, §5), validated with the domain's
 * schema; fields not sent keep their value. Two settings the spec does not name: simplifiedBankForm (the
 * spec's "store id 32": bank payouts without routing fields) and timeZone (date ranges are store-zone days).
 */
export const storeSettingsBody = storeSettingsSchema.partial().extend({
  simplifiedBankForm: z.boolean().optional(),
  timeZone: z
    .string()
    .refine((tz) => TIME_ZONES.has(tz) || tz === 'UTC', 'Please select a valid time zone')
    .optional(),
});

const settingsAccess = { access: { kind: 'staff' as const, control: 'Settings' as const } };

export function storeSettingsRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/stores/current',
    {
      config: settingsAccess,
      schema: {
        summary: "The store's settings",
        operationId: 'getStoreSettings',
        response: { 200: storeSettings },
        tags: ['stores'],
      },
    },
    (request) => toSettings(deps.env, request.ctx.store),
  );

  // The few settings every inventory screen applies, for staff without the Settings control too.
  app.get(
    '/api/stores/current/inventorySettings',
    {
      config: { access: { kind: 'staff' } },
      schema: {
        summary: "The store's inventory settings",
        operationId: 'getInventorySettings',
        response: { 200: inventorySettings },
        tags: ['stores'],
      },
    },
    (request) => {
      const s = toSettings(deps.env, request.ctx.store);
      return {
        safeInventoryStatusMode: s.safeInventoryStatusMode,
        withdrawFee: s.withdrawFee,
        withdrawEarlyDays: s.withdrawEarlyDays,
        shipInstructions: s.shipInstructions,
      };
    },
  );

  app.put(
    '/api/stores/:id',
    {
      config: settingsAccess,
      preValidation: rememberSentFields,
      schema: {
        summary: "Change the store's settings",
        operationId: 'updateStoreSettings',
        params: z.object({ id: z.coerce.number().int() }),
        body: storeSettingsBody,
        response: { 200: storeSettings },
        tags: ['stores'],
      },
    },
    async (request) => {
      const store = request.ctx.store;
      if (request.params.id !== store.id) throw notFound('Store not found.');
      const updated = await saveSettings(deps.db, deps.env, store, sentFields(request, request.body));
      return toSettings(deps.env, updated);
    },
  );
}
