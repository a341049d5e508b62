/** Counter scans (spec 2 §7): GTIN / code scans of the intake wizard, its Save, and location reconciliation. */

import {
  attachGtinBody,
  createScanBody,
  gtinAttached,
  intakeBody,
  intakeSaved,
  scanAnswer,
  scanBody,
  scanDetail as scanDetailAnswer,
  scanIdParams,
  scanList,
  scanListQuery,
} from '@backroom/domain/contract/scans';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whoOf } from '../../core/domain-map';
import type { Deps } from '../../deps';
import { attachGtin } from './attach-gtin';
import { requireLocation, scanValue } from './gtin-scan';
import { saveIntake } from './intake';
import { createScan, listScans, scanDetail } from './reconcile';

const staff = { access: { kind: 'staff' as const, control: 'Inventory' as const } };
const tags = ['scans'];

export function scanRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  app.post(
    '/api/inventories/scan',
    {
      config: staff,
      schema: {
        summary: 'Look up a scanned code for intake',
        operationId: 'scanCode',
        body: scanBody,
        response: { 200: scanAnswer },
        tags,
      },
    },
    async (request) => {
      const store = request.ctx.store;
      // The location only has to exist: checked alongside the lookups (its 400 still wins over their 409).
      const [location, answer] = await Promise.allSettled([
        requireLocation(db, store.id, request.body.location),
        scanValue(db, store, {
          consignerId: request.body.consigner,
          value: request.body.gtin,
          scanned: request.body.scanned,
        }),
      ]);
      if (location.status === 'rejected') throw location.reason;
      if (answer.status === 'rejected') throw answer.reason;
      return answer.value;
    },
  );

  app.post(
    '/api/inventories/scan/attachGtin',
    {
      config: staff,
      schema: {
        summary: 'Attach a scanned barcode to a product variant',
        operationId: 'attachGtin',
        response: { 200: gtinAttached },
        body: attachGtinBody,
        tags,
      },
    },
    (request) => attachGtin(db, request.ctx.store.id, request.body),
  );

  app.post(
    '/api/inventories/scan/save',
    {
      config: staff,
      schema: {
        summary: 'Save the items of a scan intake',
        operationId: 'saveScanIntake',
        response: { 200: intakeSaved },
        body: intakeBody,
        tags,
      },
    },
    async (request) => {
      const result = await saveIntake(db, {
        store: request.ctx.store,
        who: whoOf(request.ctx.principal),
        input: request.body,
      });
      deps.worker.nudge();
      return result;
    },
  );

  app.get(
    '/api/scans',
    {
      config: staff,
      schema: {
        summary: 'List location scans',
        operationId: 'listScans',
        response: { 200: scanList },
        querystring: scanListQuery,
        tags,
      },
    },
    (request) => listScans(db, request.ctx.store.id, request.query),
  );

  app.get(
    '/api/scans/:id',
    {
      config: staff,
      schema: {
        summary: 'One location scan and its reconciliation',
        operationId: 'getScan',
        response: { 200: scanDetailAnswer },
        params: scanIdParams,
        tags,
      },
    },
    (request) => scanDetail(db, request.ctx.store, request.params.id),
  );

  app.post(
    '/api/scans',
    {
      config: staff,
      schema: {
        summary: 'Save a location scan',
        operationId: 'createScan',
        body: createScanBody,
        response: { 201: scanDetailAnswer },
        tags,
      },
    },
    async (request, reply) => {
      const result = await createScan(db, {
        store: request.ctx.store,
        employeeId: request.ctx.principal.employee?.id ?? null,
        input: request.body,
      });
      reply.code(201);
      return result;
    },
  );
}
