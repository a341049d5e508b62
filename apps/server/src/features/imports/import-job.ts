/**
 * The import as a durable job (issue 17 §1). A first pass checks every row; then
 * - all-or-nothing: if any row has a problem nothing is written; otherwise every row in one transaction;
 * - row-by-row: each chunk of good rows in its own transaction (a chunk that fails is retried row by row, each
 *   row in its own transaction); the rows that could not be imported go to an error file with their reasons.
 * Rows an earlier import wrote (same key) are skipped, so running the job twice writes nothing twice.
 */
import { Readable } from 'node:stream';
import type { ImportResult } from '@backroom/domain/contract/imports';
import { csvLine } from '@backroom/domain/csv';
import type { ImportKind, ImportMode } from '@backroom/domain/schemas/imports';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../core/actor';
import { storeScoped } from '../../core/store-scope';
import type { UrlConfig } from '../../core/urls';
import type { DbOrTx } from '../../db/client';
import { stores } from '../../db/schema';
import { importFiles } from '../../db/schema-imports';
import { AppError } from '../../http/errors';
import type { JobContext } from '../../jobs/queue';
import type { FileStorage } from '../../storage';
import {
  type CheckedRow,
  checkedChunks,
  checkTally,
  countRows,
  dryRun,
  type ImportFileRow,
} from './check-pass';
import type { ConsignerPlan, ItemPlan } from './check-rows';
import { type ImportContext, loadContext } from './context';
import { writeItems } from './write-items';
import { createMissingProducts, type ReadyRow, writeConsigners } from './write-rows';

export const IMPORT_JOB = 'imports.run';

export interface ImportPayload {
  fileId: string;
  mapping: Record<string, string>;
  mode: ImportMode;
  createProductsTemplateId: number | null;
  inviteConsigners: boolean;
  requestedBy: string;
  actorName: string;
}

export const errorFileKey = (file: ImportFileRow) => `${file.storeId}/imports/${file.id}-errors.csv`;

export function whoFor(payload: Pick<ImportPayload, 'actorName' | 'requestedBy'>, kind: ImportKind): Actor {
  return {
    actor: {
      kind: 'employee',
      accessControls: [kind === 'items' ? 'Inventory' : 'Consigners'],
      isAdmin: false,
    },
    name: payload.actorName,
    consignerId: null,
    employeeId: null,
    userId: payload.requestedBy,
  };
}

async function writeReady(
  tx: DbOrTx,
  ctx: ImportContext,
  file: ImportFileRow,
  rows: CheckedRow[],
  invite: UrlConfig | null,
): Promise<{ created: number; invited: number }> {
  const ready = rows.flatMap((r) => (r.checked?.ok ? [{ key: r.key, plan: r.checked.plan }] : []));
  if (ready.length === 0) return { created: 0, invited: 0 };
  if (ctx.kind === 'consigners') {
    return writeConsigners(tx, { ctx, fileId: file.id, rows: ready as ReadyRow<ConsignerPlan>[], invite });
  }
  return {
    created: await writeItems(tx, { ctx, fileId: file.id, rows: ready as ReadyRow<ItemPlan>[] }),
    invited: 0,
  };
}

const reasonOf = (err: unknown, log: FastifyBaseLogger) => {
  if (err instanceof AppError) return err.message;
  log.warn({ err }, 'import row failed');
  return 'This row could not be saved; check its values and import the error file again.';
};

/** The store and import file a job works on; the job fails in words when the file was deleted meanwhile. */
export async function storeAndFile(db: JobContext['db'], storeId: number, fileId: string) {
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const [file] = await db
    .select()
    .from(importFiles)
    .where(storeScoped(importFiles, storeId, eq(importFiles.id, fileId)));
  if (!store || !file) throw new Error('The import file was deleted.');
  return { store, file };
}

/** The product a ready row asks the chosen template to create, once per SKU (or title when it has none). */
function collectProductToCreate(
  ctx: ImportContext,
  toCreate: Map<string, { sku: string; title: string }>,
  row: CheckedRow,
) {
  if (ctx.kind !== 'items' || !ctx.createTemplate) return;
  const plan = row.checked?.ok ? (row.checked.plan as ItemPlan) : null;
  if (!plan || !('create' in plan.product)) return;
  const { sku, title } = plan.product.create;
  const id = sku ? `s:${sku.trim().toLowerCase()}` : `t:${title.trim().toLowerCase()}`;
  if (!toCreate.has(id)) toCreate.set(id, plan.product.create);
}

/** Thrown inside the transaction to roll back what was written once a row with a problem turned up. */
class RowsHaveProblems extends Error {}

interface AllOrNothingOptions {
  storage: FileStorage;
  file: ImportFileRow;
  ctx: ImportContext;
  mapping: Record<string, string>;
  invite: UrlConfig | null;
  result: ImportResult;
  progress: JobContext['progress'];
}

/**
 * All or nothing, in one pass over the file inside one transaction: each chunk is checked, then written (the
 * products its rows ask the template for first) as long as no row so far had a problem. After the first problem
 * nothing more is written, the rest of the file is only checked (for the counts of the refusal) and the
 * transaction is rolled back, so a file with any problem imports nothing, as when every row was checked before
 * the first write. The progress counts up to the file's rows, read first without checks.
 */
async function allOrNothing(
  db: JobContext['db'],
  { storage, file, ctx, mapping, invite, result, progress }: AllOrNothingOptions,
): Promise<ImportResult> {
  const total = await countRows(storage, file);
  await progress(0, total);
  const tally = checkTally(file, mapping);
  const nothing = { ...result, created: 0, invited: 0, alreadyImported: 0 };
  try {
    await db.transaction(async (tx) => {
      for await (const chunk of checkedChunks(tx, { storage, file, ctx, mapping })) {
        const ready = tally.add(chunk);
        if (tally.answer.problemRows === 0) {
          const toCreate = new Map<string, { sku: string; title: string }>();
          for (const row of ready) collectProductToCreate(ctx, toCreate, row);
          await createMissingProducts(tx, ctx, toCreate.values());
          const done = await writeReady(tx, ctx, file, ready, invite);
          result.created += done.created;
          result.invited += done.invited;
          result.alreadyImported += chunk.filter((r) => r.done).length;
        }
        await progress(Math.min(tally.answer.rows, total), total);
      }
      if (tally.answer.problemRows > 0) throw new RowsHaveProblems();
    });
  } catch (err) {
    const summary = tally.answer;
    if (err instanceof RowsHaveProblems) {
      const first = summary.problems[0]!;
      return {
        ...nothing,
        rows: summary.rows,
        refusal:
          `Nothing was imported: ${summary.problemRows} of ${summary.rows} rows have problems ` +
          `(row ${first.row}: ${first.message}). Fix them or import row by row.`,
      };
    }
    if (!(err instanceof AppError)) throw err;
    return { ...nothing, rows: summary.rows, refusal: `Nothing was imported: ${err.message}` };
  }
  result.rows = tally.answer.rows;
  return result;
}

export function importJob(storage: FileStorage, urls: UrlConfig, log: FastifyBaseLogger) {
  return async ({ job, db, progress }: JobContext): Promise<ImportResult> => {
    const storeId = job.storeId!;
    const payload = job.payload as unknown as ImportPayload;
    const { store, file } = await storeAndFile(db, storeId, payload.fileId);
    const who = whoFor(payload, file.kind);
    const invite = payload.inviteConsigners && file.kind === 'consigners' ? urls : null;
    const result: ImportResult = {
      mode: payload.mode,
      rows: 0,
      created: 0,
      alreadyImported: 0,
      failed: 0,
      invited: 0,
      hasErrorFile: false,
      refusal: null,
    };
    const ctx = await loadContext(db, {
      store,
      kind: file.kind,
      who,
      createTemplateId: payload.createProductsTemplateId,
    });
    if (payload.mode === 'allOrNothing') {
      return allOrNothing(db, { storage, file, ctx, mapping: payload.mapping, invite, result, progress });
    }

    // Row by row: a first pass checks every row and collects the products the chosen template should create
    // (those named by rows that are otherwise fine); the second writes, a chunk at a time.
    const toCreate = new Map<string, { sku: string; title: string }>();
    const summary = await dryRun(db, {
      storage,
      file,
      ctx,
      mapping: payload.mapping,
      onReady: (row) => collectProductToCreate(ctx, toCreate, row),
    });
    result.rows = summary.rows;
    await progress(0, summary.rows);

    await db.transaction((tx) => createMissingProducts(tx, ctx, toCreate.values()));
    const errors: string[] = [csvLine([...file.columns, 'Problem'])];
    const fail = (row: CheckedRow, reason: string) => {
      result.failed++;
      errors.push(csvLine([...file.columns.map((_, i) => row.cells[i] ?? ''), reason]));
    };
    let seen = 0;
    for await (const chunk of checkedChunks(db, { storage, file, ctx, mapping: payload.mapping })) {
      for (const row of chunk) {
        if (row.done) result.alreadyImported++;
        else if (row.checked && !row.checked.ok)
          fail(row, row.checked.problems.map((p) => p.message).join('; '));
      }
      try {
        const done = await db.transaction((tx) => writeReady(tx, ctx, file, chunk, invite));
        result.created += done.created;
        result.invited += done.invited;
      } catch {
        for (const row of chunk.filter((r) => r.checked?.ok)) {
          try {
            const done = await db.transaction((tx) => writeReady(tx, ctx, file, [row], invite));
            result.created += done.created;
            result.invited += done.invited;
          } catch (err) {
            fail(row, reasonOf(err, log));
          }
        }
      }
      seen += chunk.length;
      await progress(seen, summary.rows);
    }
    if (result.failed > 0) {
      const key = errorFileKey(file);
      await storage.putPrivate(key, Readable.from(errors)).catch(async (err) => {
        // A file from an earlier run of this import: replaced.
        if ((err as { code?: string }).code !== 'EEXIST') throw err;
        await storage.deletePrivate(key);
        await storage.putPrivate(key, Readable.from(errors));
      });
      await db
        .update(importFiles)
        .set({ errorFileKey: key })
        .where(storeScoped(importFiles, storeId, eq(importFiles.id, file.id)));
      result.hasErrorFile = true;
    }
    return result;
  };
}
