/**
 * Label and manifest PDFs (spec 2 §9, spec 1 Print Manifest). Each answers `application/pdf` as an attachment;
 * refusals still come in the `{data, error}` envelope.
 */

import { LABEL_FILE_NAME } from '@backroom/domain/constants';
import { consignerLabelsBody, labelsBody, manifestBody } from '@backroom/domain/contract/labels';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { whoOf } from '../../core/domain-map';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { scopeOf } from '../inventory';
import { consignerSheetPdf, itemLabelsPdf, manifestPdf } from './documents';
import { RenderPool } from './render-pool';

export const CONSIGNER_LABELS_FILE = 'consigner_labels.pdf';
export const MANIFEST_FILE = 'manifest.pdf';

const staff = { access: { kind: 'staff' as const, control: 'Inventory' as const } };
const either = { access: { kind: 'staffOrConsigner' as const, control: 'Inventory' as const } };
const tags = ['labels'];

function sendPdf(reply: FastifyReply, fileName: string, pdf: Uint8Array) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
}

export function labelRoutes(root: FastifyInstance, appDeps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const pdf = new RenderPool();
  // The first PDF a user asks for should not wait for a thread to start.
  void pdf.warm();
  root.addHook('onClose', () => pdf.close());
  // Inherits from the app's deps rather than copying them: tests swap deps.storefront on the live object.
  const deps = Object.create(appDeps, { pdf: { value: pdf } }) as Deps & { pdf: RenderPool };

  app.post(
    '/api/inventories/printLabels',
    {
      config: staff,
      schema: {
        summary: 'Labels of items as PDF',
        operationId: 'printLabels',
        body: labelsBody,
        response: { 200: fileAnswer('application/pdf', 'The labels as a PDF.') },
        tags,
      },
    },
    async (request, reply) => {
      const { pdf, printed, count } = await itemLabelsPdf(deps, {
        store: request.ctx.store,
        who: whoOf(request.ctx.principal),
        input: request.body,
      });
      reply.header('x-label-count', String(count)).header('x-printed-count', String(printed.length));
      return sendPdf(reply, LABEL_FILE_NAME, pdf);
    },
  );

  app.post(
    '/api/inventories/printConsignerLabels',
    {
      config: either,
      schema: {
        summary: "A consigner's labels as PDF",
        operationId: 'printConsignerLabels',
        response: { 200: fileAnswer('application/pdf', "The consigner's labels as a PDF.") },
        body: consignerLabelsBody,
        tags,
      },
    },
    async (request, reply) => {
      const { consignerId } = scopeOf(request);
      const pdf = await consignerSheetPdf(deps, {
        store: request.ctx.store,
        consignerId,
        ids: request.body.ids,
      });
      return sendPdf(reply, CONSIGNER_LABELS_FILE, pdf);
    },
  );

  app.post(
    '/api/inventories/printManifest',
    {
      config: either,
      schema: {
        summary: 'A drop-off manifest as PDF',
        operationId: 'printManifest',
        response: { 200: fileAnswer('application/pdf', 'The drop-off manifest as a PDF.') },
        body: manifestBody,
        tags,
      },
    },
    async (request, reply) => {
      const { ids, ...filters } = request.body;
      const pdf = await manifestPdf(deps, {
        scope: scopeOf(request),
        store: request.ctx.store,
        input: { ids, filters },
      });
      return sendPdf(reply, MANIFEST_FILE, pdf);
    },
  );
}
