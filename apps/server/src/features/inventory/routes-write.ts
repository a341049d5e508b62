/** Adding items, the staff edit, and the fee / preapproval quotes of the add-inventory screens. */
import {
  feeQuote,
  inventoryAdded,
  inventoryItem,
  preapprovalAnswer,
} from '@backroom/domain/contract/inventory';
import {
  addInventoryBody,
  editBody,
  feesBody,
  idParams,
  preapprovalQuery,
} from '@backroom/domain/contract/inventory-requests';
import { quickAdded } from '@backroom/domain/contract/setup';
import { quickAddProductSchema } from '@backroom/domain/schemas/setup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { addInventory } from './add';
import { editItem } from './edit';
import { quickAdd } from './quick-add';
import { preapproval, quote } from './quote';
import { viewOptions } from './routes-read';
import { toView } from './view';

const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };
const tags = ['inventory'];

export function inventoryWriteRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/inventories',
    {
      config: either,
      schema: {
        summary: 'Add items',
        operationId: 'addInventory',
        body: addInventoryBody,
        response: { 201: inventoryAdded },
        tags,
      },
    },
    async (request, reply) => {
      const result = await addInventory(db, {
        store: request.ctx.store,
        principal: request.ctx.principal,
        body: request.body,
      });
      reply.code(201);
      return result;
    },
  );

  app.post(
    '/api/inventories/quickAdd',
    {
      config: { access: { kind: 'staff' as const, control: 'Inventory' as const } },
      schema: {
        summary: 'Add a one-off item: its product (completed later) and the item in one go',
        operationId: 'quickAddInventory',
        body: quickAddProductSchema,
        response: { 201: quickAdded },
        tags,
      },
    },
    async (request, reply) => {
      const result = await quickAdd(db, {
        cfg: deps.env,
        store: request.ctx.store,
        principal: request.ctx.principal,
        raw: request.body,
      });
      reply.code(201);
      return result;
    },
  );

  app.put(
    '/api/inventories/:id',
    {
      config: either,
      schema: {
        summary: 'Change an item',
        operationId: 'updateInventory',
        response: { 200: inventoryItem },
        params: idParams,
        body: editBody,
        tags,
      },
    },
    async (request) => {
      const row = await editItem(db, {
        store: request.ctx.store,
        principal: request.ctx.principal,
        id: request.params.id,
        body: request.body,
      });
      return toView(row, viewOptions(request));
    },
  );

  app.post(
    '/api/inventories/fees',
    {
      config: either,
      schema: {
        summary: 'Quote the fees and payout of a price',
        operationId: 'quoteFees',
        response: { 200: feeQuote },
        body: feesBody,
        tags,
      },
    },
    (request) =>
      quote(db, { store: request.ctx.store, principal: request.ctx.principal, body: request.body }),
  );

  app.get(
    '/api/inventories/preapprovalStatus',
    {
      config: either,
      schema: {
        summary: "Whether a product's items are pre-approved",
        operationId: 'getPreapprovalStatus',
        response: { 200: preapprovalAnswer },
        querystring: preapprovalQuery,
        tags,
      },
    },
    (request) => preapproval(db, request.ctx.store, request.query),
  );
}
