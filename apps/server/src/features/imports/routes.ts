/**
 * CSV / XLSX import of consigners (Consigners access) and items (Inventory access), issue 17 §1:
 * upload → map columns (saved mappings, templates) → dry run (a durable job with progress) → the import as a
 * durable job → error file.
 * The same routes exist under /api/imports/consigners and /api/imports/items, each with its access control.
 */

import { idParams, okAnswer } from '@backroom/domain/contract/common';
import {
  importDryRunBody,
  importFileAnswer,
  importFileParams,
  runImportAnswer,
  savedMapping,
  savedMappingList,
} from '@backroom/domain/contract/imports';
import {
  IMPORT_KINDS,
  IMPORT_MEDIA_TYPES,
  type ImportKind,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_COLUMNS,
  runImportSchema,
  saveMappingSchema,
} from '@backroom/domain/schemas/imports';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../../core/actor';
import { AttemptLimiter } from '../../core/rate-limit';
import { storeScoped } from '../../core/store-scope';
import { importFiles } from '../../db/schema-imports';
import type { Deps } from '../../deps';
import { fileAnswer } from '../../http/contract';
import { badInput, notFound } from '../../http/errors';
import { enqueueJob } from '../../jobs/queue';
import { findTemplate } from '../product-templates';
import { CHECK_JOB, type CheckPayload } from './check-job';
import type { ImportFileRow } from './check-pass';
import { findImportFile, receiveImportFile, toFileAnswer } from './files';
import { IMPORT_JOB, type ImportPayload } from './import-job';
import { checkMapping } from './mapping-check';
import { deleteMapping, listMappings, saveMapping } from './mappings';
import { templateCsv, templateFileName } from './templates';

const CONTROL = { consigners: 'Consigners', items: 'Inventory' } as const;
const tags = ['imports'];
const noun = (kind: ImportKind) => (kind === 'items' ? 'items' : 'consigners');
const title = (kind: ImportKind) => (kind === 'items' ? 'Items' : 'Consigners');

/**
 * Uploads and dry runs read a whole file: each login may do this many of each kind in 15 minutes (counted in
 * the shared counters; the hostile suite's 21 tries per route stay below it).
 */
export const IMPORT_READS_PER_15_MINUTES = 60;

export function importRoutes(root: FastifyInstance, deps: Deps): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const limiter = new AttemptLimiter(deps.counters, 'imports', IMPORT_READS_PER_15_MINUTES, 15 * 60_000);
  for (const kind of IMPORT_KINDS) {
    const base = `/api/imports/${kind}`;
    const config = { access: { kind: 'staff' as const, control: CONTROL[kind] } };
    const T = title(kind);

    app.get(
      `${base}/template`,
      {
        config,
        schema: {
          summary: `Download the CSV template for importing ${noun(kind)}`,
          operationId: `downloadImport${T}Template`,
          tags,
          response: { 200: fileAnswer('text/csv', 'A header row and one sample row.') },
        },
      },
      async (_request, reply) =>
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${templateFileName(kind)}"`)
          .send(templateCsv(kind)),
    );

    app.post(
      `${base}/files`,
      {
        config: {
          ...config,
          upload: {
            mediaTypes: [...IMPORT_MEDIA_TYPES],
            maxBytes: MAX_IMPORT_BYTES,
            description: `A CSV or XLSX file of at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB and ${MAX_IMPORT_COLUMNS} columns; the first row names the columns.`,
          },
        },
        schema: {
          summary: `Upload a CSV or XLSX file of ${noun(kind)} to import (multipart, field "file")`,
          operationId: `uploadImport${T}File`,
          tags,
          response: { 201: importFileAnswer },
        },
      },
      async (request, reply) => {
        await limiter.hit(
          request.ctx.store.id,
          `${kind}:${request.ctx.principal.userId}`,
          'import uploads and checks',
        );
        const answer = await receiveImportFile(deps.db, { storage: deps.storage, request, reply, kind });
        reply.code(201);
        return answer;
      },
    );

    app.get(
      `${base}/files/:id`,
      {
        config,
        schema: {
          summary: `An uploaded ${kind} import file: its columns, first rows and suggested mapping`,
          operationId: `getImport${T}File`,
          tags,
          params: importFileParams,
          response: { 200: importFileAnswer },
        },
      },
      async (request) =>
        toFileAnswer(
          await findImportFile(deps.db, { storeId: request.ctx.store.id, kind, id: request.params.id }),
        ),
    );

    app.post(
      `${base}/files/:id/dryRun`,
      {
        config,
        schema: {
          summary: `Check every row of a ${kind} import file in background, writing nothing (the job's result is the check's answer)`,
          operationId: `dryRunImport${T}`,
          tags,
          params: importFileParams,
          body: importDryRunBody,
          response: { 202: runImportAnswer },
        },
      },
      async (request, reply) => {
        const store = request.ctx.store;
        const file = await findImportFile(deps.db, { storeId: store.id, kind, id: request.params.id });
        await limiter.hit(store.id, `${kind}:${request.ctx.principal.userId}`, 'import uploads and checks');
        const payload: CheckPayload = {
          fileId: file.id,
          mapping: checkMapping(kind, file.columns, request.body.mapping),
          createProductsTemplateId: await checkedTemplate(
            deps,
            store.id,
            request.body.createProductsTemplateId,
          ),
          requestedBy: request.ctx.principal.userId,
          actorName: staffWho(request).name,
        };
        const job = await enqueueJob(deps.db, {
          name: CHECK_JOB,
          storeId: store.id,
          payload: { ...payload },
          maxAttempts: 1,
        });
        deps.worker.nudge();
        reply.code(202);
        return { message: `Checking ${file.fileName}…`, jobId: job.id };
      },
    );

    app.post(
      `${base}/files/:id/run`,
      {
        config,
        schema: {
          summary: `Import a ${kind} file in background (all-or-nothing or row by row)`,
          operationId: `runImport${T}`,
          tags,
          params: importFileParams,
          body: runImportSchema,
          response: { 202: runImportAnswer },
        },
      },
      async (request, reply) => {
        const store = request.ctx.store;
        const file = await findImportFile(deps.db, { storeId: store.id, kind, id: request.params.id });
        const body = request.body;
        const mapping = checkMapping(kind, file.columns, body.mapping);
        const payload: ImportPayload = {
          fileId: file.id,
          mapping,
          mode: body.mode,
          createProductsTemplateId: await checkedTemplate(deps, store.id, body.createProductsTemplateId),
          inviteConsigners: kind === 'consigners' && body.inviteConsigners,
          requestedBy: request.ctx.principal.userId,
          actorName: staffWho(request).name,
        };
        const jobId = await deps.db.transaction(async (tx) => {
          const job = await enqueueJob(tx, {
            name: IMPORT_JOB,
            storeId: store.id,
            payload: { ...payload },
            maxAttempts: 3,
          });
          await tx
            .update(importFiles)
            .set({ jobId: job.id, errorFileKey: null })
            .where(storeScoped(importFiles, store.id, eq(importFiles.id, file.id)));
          return job.id;
        });
        deps.worker.nudge();
        reply.code(202);
        return { message: `Importing ${file.fileName}…`, jobId };
      },
    );

    app.get(
      `${base}/files/:id/errors`,
      {
        config,
        schema: {
          summary: `Download the rows of a ${kind} import that could not be imported, with the reason`,
          operationId: `downloadImport${T}Errors`,
          tags,
          params: importFileParams,
          response: { 200: fileAnswer('text/csv', 'The failed rows with a Problem column.') },
        },
      },
      async (request, reply) => {
        const file: ImportFileRow = await findImportFile(deps.db, {
          storeId: request.ctx.store.id,
          kind,
          id: request.params.id,
        });
        const stored = file.errorFileKey ? await deps.storage.getPrivate(file.errorFileKey) : null;
        if (!stored) throw notFound('This import has no error file.');
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="import-errors.csv"`)
          .header('cache-control', 'no-store')
          .send(stored.stream as unknown as string); // streamed, not serialized
      },
    );

    app.get(
      `${base}/mappings`,
      {
        config,
        schema: {
          summary: `The store's saved column mappings for ${kind} imports`,
          operationId: `listImport${T}Mappings`,
          tags,
          response: { 200: savedMappingList },
        },
      },
      async (request) => ({ mappings: await listMappings(deps.db, request.ctx.store.id, kind) }),
    );

    app.put(
      `${base}/mappings`,
      {
        config,
        schema: {
          summary: `Save a column mapping for ${kind} imports (replaces the one of the same name)`,
          operationId: `saveImport${T}Mapping`,
          tags,
          body: saveMappingSchema,
          response: { 200: savedMapping },
        },
      },
      async (request) => saveMapping(deps.db, { storeId: request.ctx.store.id, kind, input: request.body }),
    );

    app.delete(
      `${base}/mappings/:id`,
      {
        config,
        schema: {
          summary: `Delete a saved ${kind} import mapping`,
          operationId: `deleteImport${T}Mapping`,
          tags,
          params: idParams,
          response: { 200: okAnswer },
        },
      },
      async (request) => {
        await deleteMapping(deps.db, { storeId: request.ctx.store.id, kind, id: request.params.id });
        return { ok: true as const };
      },
    );
  }
}

async function checkedTemplate(deps: Deps, storeId: number, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  if (!(await findTemplate(deps.db, storeId, id))) throw badInput('Product template not found.');
  return id;
}

function staffWho(request: FastifyRequest): Actor {
  const e = request.ctx.principal.employee!;
  return {
    actor: { kind: 'employee', accessControls: ['Inventory', 'Consigners'], isAdmin: false },
    name: `${e.firstName} ${e.lastName}`.trim() || e.email,
    consignerId: null,
    employeeId: null,
    userId: request.ctx.principal.userId,
  };
}
