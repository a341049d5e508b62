/** POST /api/inventories/{action}: every state change of spec 2 §7, one route per call name. */
import { actionAnswer, jobQueued } from '@backroom/domain/contract/inventory';
import { inventoryIdsBody } from '@backroom/domain/contract/inventory-actions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whoOf } from '../../core/domain-map';
import { findItem } from '../../core/item-sql';
import type { Deps } from '../../deps';
import { ACTION_SPECS } from './actions';
import { markPrinted } from './print';
import { viewOptions } from './routes-read';
import { runAction } from './run-action';
import { toView } from './view';

const tags = ['inventory'];

/** `bulkAcceptRequestToSell` → "Bulk accept request to sell". */
const sentenceOf = (call: string) => {
  const words = call.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export function inventoryActionRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  for (const spec of ACTION_SPECS) {
    app.post(
      `/api/inventories/${spec.call}`,
      {
        config: { access: spec.access },
        schema: {
          summary: sentenceOf(spec.call),
          operationId: spec.call,
          body: spec.body,
          response: { 200: actionAnswer, 202: jobQueued },
          tags,
        },
      },
      async (request, reply) => {
        const store = request.ctx.store;
        const result = await runAction(db, {
          spec,
          store,
          who: whoOf(request.ctx.principal),
          body: request.body,
        });
        deps.worker.nudge();
        if ('jobId' in result) {
          reply.code(202);
          return result;
        }
        if (request.body.ids.length !== 1 || result.ids.length !== 1) return result;
        const row = await findItem(db, store.id, result.ids[0]!);
        return { ...result, item: row ? toView(row, viewOptions(request)) : null };
      },
    );
  }

  /** Labels are printed by the client (issue 6); this marks the items printed so they leave Ready To Print. */
  app.post(
    '/api/inventories/bulkPrintInventory',
    {
      config: { access: { kind: 'staff', control: 'Inventory' } },
      schema: {
        summary: "Mark items' labels printed",
        operationId: 'markInventoryPrinted',
        response: { 200: actionAnswer },
        body: inventoryIdsBody,
        tags,
      },
    },
    async (request) => ({
      ids: await markPrinted(db, {
        storeId: request.ctx.store.id,
        who: whoOf(request.ctx.principal),
        ids: request.body.ids,
      }),
      failed: [],
      message: null,
    }),
  );
}
