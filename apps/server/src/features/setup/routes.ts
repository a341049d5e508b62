import { setupChecklistAnswer } from '@backroom/domain/contract/setup';
import { setupChecklistUpdate } from '@backroom/domain/schemas/setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { setSetupChecklistDismissed, setupChecklist } from './checklist';

/** The owner's first hour: staff who may change the settings see and put away the setup checklist. */
const settingsAccess = { access: { kind: 'staff' as const, control: 'Settings' as const } };

export function setupRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const tags = ['stores'];

  app.get(
    '/api/stores/current/setupChecklist',
    {
      config: settingsAccess,
      schema: {
        summary: "The new store's setup checklist, read from the store's data",
        operationId: 'getSetupChecklist',
        response: { 200: setupChecklistAnswer },
        tags,
      },
    },
    (request) => setupChecklist(deps.db, request.ctx.store.id),
  );

  app.put(
    '/api/stores/current/setupChecklist',
    {
      config: settingsAccess,
      schema: {
        summary: 'Put the setup checklist away, or show it again',
        operationId: 'updateSetupChecklist',
        body: setupChecklistUpdate,
        response: { 200: setupChecklistAnswer },
        tags,
      },
    },
    async (request) => {
      await setSetupChecklistDismissed(deps.db, request.ctx.store.id, request.body.dismissed);
      return setupChecklist(deps.db, request.ctx.store.id);
    },
  );
}
