import {
  inventorySettings,
  storeSettings,
  storeSettingsBody,
  storeSettingsParams,
} from '@backroom/domain/contract/stores';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { rememberSentFields, sentFields } from '../../http/sent-fields';
import { saveSettings, toSettings } from './settings-service';

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
        params: storeSettingsParams,
        body: storeSettingsBody,
        response: { 200: storeSettings },
        tags: ['stores'],
      },
    },
    async (request) => {
      const store = request.ctx.store;
      if (request.params.id !== store.id) throw notFound('Store not found.');
      const updated = await saveSettings(deps.db, {
        cfg: deps.env,
        store,
        input: sentFields(request, request.body),
      });
      return toSettings(deps.env, updated);
    },
  );
}
