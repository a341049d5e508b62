/**
 * One pass over a stored import file: rows read as a stream, checked in chunks, each chunk's keys looked up in
 * imported_rows so rows an earlier import wrote are told apart. The dry run and both passes of the job use it.
 */

import type { DryRunAnswer, ImportProblem } from '@backroom/domain/contract/imports';
import { ignoredColumns, MAX_LISTED_PROBLEMS } from '@backroom/domain/schemas/imports';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { importFiles } from '../../db/schema-imports';
import { notFound } from '../../http/errors';
import type { FileStorage } from '../../storage';
import {
  type Checked,
  type ConsignerPlan,
  checkConsignerRow,
  checkItemRow,
  type ItemPlan,
  type RowProblem,
  rowKey,
  valuesPicker,
} from './check-rows';
import type { ImportContext } from './context';
import { textArray } from './pg-arrays';
import { readRows } from './read-file';

export type ImportFileRow = typeof importFiles.$inferSelect;
/** Rows checked (and written) together: one imported_rows lookup, one transaction of a row-by-row import. */
export const CHUNK_ROWS = 2_000;

export interface CheckedRow {
  rowNo: number;
  cells: string[];
  key: string;
  /** Written by an earlier import: left alone. */
  done: boolean;
  checked: Checked<ConsignerPlan | ItemPlan> | null;
}

export const FILE_GONE = 'The uploaded file is no longer there; upload it again.';

export interface CheckedChunksOptions {
  storage: FileStorage;
  file: ImportFileRow;
  ctx: ImportContext;
  mapping: Record<string, string>;
}

export async function* checkedChunks(
  db: DbOrTx,
  { storage, file, ctx, mapping }: CheckedChunksOptions,
): AsyncGenerator<CheckedRow[]> {
  const stored = await storage.getPrivate(file.storageKey);
  if (!stored) throw notFound(FILE_GONE);
  const occurrences = new Map<string, number>();
  const emailsInFile = new Map<string, number>();
  const pick = valuesPicker(file.columns, mapping);
  let rowNo = 0;
  let pending: { rowNo: number; cells: string[]; values: Record<string, string>; key: string }[] = [];

  async function check(rows: typeof pending): Promise<CheckedRow[]> {
    const keys = rows.map((r) => r.key);
    const found = await db.execute(sql`
      select row_key from imported_rows
      where store_id = ${ctx.store.id} and kind = ${ctx.kind} and row_key = any(${textArray(keys)}::text[])`);
    const done = new Set((found.rows as { row_key: string }[]).map((f) => f.row_key));
    return rows.map((r) => {
      if (done.has(r.key)) return { rowNo: r.rowNo, cells: r.cells, key: r.key, done: true, checked: null };
      const checked =
        ctx.kind === 'consigners'
          ? checkConsignerRow({ ctx, values: r.values, emailsInFile, rowNo: r.rowNo })
          : checkItemRow(ctx, r.values);
      return { rowNo: r.rowNo, cells: r.cells, key: r.key, done: false, checked };
    });
  }

  for await (const cells of readRows(stored.stream, file.format)) {
    rowNo++;
    if (rowNo === 1) continue; // the header
    const values = pick(cells);
    const base = rowKey(ctx.kind, values, 0);
    const n = occurrences.get(base) ?? 0;
    occurrences.set(base, n + 1);
    pending.push({ rowNo, cells, values, key: n === 0 ? base : rowKey(ctx.kind, values, n) });
    if (pending.length >= CHUNK_ROWS) {
      yield await check(pending);
      pending = [];
    }
  }
  if (pending.length > 0) yield await check(pending);
}

export const toProblems = (rowNo: number, problems: RowProblem[]): ImportProblem[] =>
  problems.map((p) => ({ row: rowNo, field: p.field, value: p.value, message: p.message }));

/**
 * The dry run's answer, a chunk of checked rows at a time: counts, the first problems, the unknown products.
 * The dry run and the all-or-nothing import (which checks and writes in one pass) add up their rows with it.
 */
export function checkTally(file: ImportFileRow, mapping: Record<string, string>) {
  const answer: DryRunAnswer = {
    rows: 0,
    ready: 0,
    alreadyImported: 0,
    problemRows: 0,
    problemCount: 0,
    problems: [],
    unknownProducts: [],
    ignoredColumns: ignoredColumns(file.columns, mapping),
  };
  const unknown = new Map<string, { sku: string; title: string; rows: number }>();
  return {
    answer,
    /** Counts the chunk's rows; answers those that are ready to write. */
    add(chunk: CheckedRow[]): CheckedRow[] {
      const ready: CheckedRow[] = [];
      for (const row of chunk) {
        answer.rows++;
        if (row.done) answer.alreadyImported++;
        else if (row.checked?.ok) {
          answer.ready++;
          ready.push(row);
        } else if (row.checked) {
          answer.problemRows++;
          answer.problemCount += row.checked.problems.length;
          for (const p of toProblems(row.rowNo, row.checked.problems)) {
            if (answer.problems.length < MAX_LISTED_PROBLEMS) answer.problems.push(p);
          }
          const u = row.checked.unknownProduct;
          if (u) {
            const id = `${u.sku.toLowerCase()}\u0000${u.title.toLowerCase()}`;
            const entry = unknown.get(id) ?? { ...u, rows: 0 };
            entry.rows++;
            unknown.set(id, entry);
          }
        }
      }
      return ready;
    },
    /** The answer with the unknown products listed. */
    result(): DryRunAnswer {
      answer.unknownProducts = [...unknown.values()].slice(0, MAX_LISTED_PROBLEMS);
      return answer;
    },
  };
}

export interface DryRunOptions {
  storage: FileStorage;
  file: ImportFileRow;
  ctx: ImportContext;
  mapping: Record<string, string>;
  /** Called after each chunk with the rows checked so far. */
  progress?: (checked: number) => Promise<void>;
  /** Called for every row that is ready (the row-by-row import collects the products to create). */
  onReady?: (row: CheckedRow) => void;
}

/** Every row checked, nothing written: the dry run's answer (and the row-by-row import's first pass). */
export async function dryRun(
  db: DbOrTx,
  { storage, file, ctx, mapping, progress, onReady }: DryRunOptions,
): Promise<DryRunAnswer> {
  const tally = checkTally(file, mapping);
  for await (const chunk of checkedChunks(db, { storage, file, ctx, mapping })) {
    const ready = tally.add(chunk);
    if (onReady) for (const row of ready) onReady(row);
    await progress?.(tally.answer.rows);
  }
  return tally.result();
}

/** The file's rows below the header, read without checking them: the total a dry run's progress counts up to. */
export async function countRows(storage: FileStorage, file: ImportFileRow): Promise<number> {
  const stored = await storage.getPrivate(file.storageKey);
  if (!stored) throw notFound(FILE_GONE);
  let rows = 0;
  for await (const _ of readRows(stored.stream, file.format)) rows++;
  return Math.max(0, rows - 1);
}
