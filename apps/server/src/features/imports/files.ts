/** An uploaded import file: streamed into the storage interface, its header and first rows kept for mapping. */

import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ImportFileAnswer } from '@backroom/domain/contract/imports';
import { IMPORT_FILE_MESSAGES } from '@backroom/domain/messages/imports';
import {
  detectSource,
  type ImportKind,
  ignoredColumns,
  MAX_IMPORT_BYTES,
  suggestMapping,
} from '@backroom/domain/schemas/imports';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { importFiles } from '../../db/schema-imports';
import { AppError, badInput, notFound } from '../../http/errors';
import type { FileStorage } from '../../storage';
import type { ImportFileRow } from './check-pass';
import { type ImportFormat, readRows, sniffFormat } from './read-file';
import { checkXlsxUnpackedSize } from './xlsx-size';

export const SAMPLE_ROWS = 5;

class TooLarge extends Error {
  readonly statusCode = 413;
}

/** The stream with its first chunk put back, and the format that chunk tells. */
async function sniffed(source: Readable): Promise<{ stream: Readable; format: ImportFormat | null }> {
  const iterator = source[Symbol.asyncIterator]();
  const first = await iterator.next();
  const head: Buffer = first.done ? Buffer.alloc(0) : (first.value as Buffer);
  async function* all() {
    yield head;
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { stream: Readable.from(all()), format: sniffFormat(head) };
}

/** Header and first rows; unique names for blank or repeated headers ("Column 3"). */
/** A workbook's unpacked size is checked (xlsx-size.ts) before exceljs reads a row of it. */
async function checkedHead(storage: FileStorage, key: string, format: ImportFormat) {
  if (format === 'xlsx') {
    const stored = await storage.getPrivate(key);
    if (!stored) throw new Error('stored import file missing');
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
    await checkXlsxUnpackedSize(Buffer.concat(chunks));
  }
  return headOf(storage, key, format);
}

async function headOf(storage: FileStorage, key: string, format: ImportFormat) {
  const stored = await storage.getPrivate(key);
  if (!stored) throw new Error('stored import file missing');
  const rows: string[][] = [];
  try {
    for await (const row of readRows(stored.stream, format)) {
      rows.push(row);
      if (rows.length > SAMPLE_ROWS) break;
    }
  } catch (err) {
    if (err instanceof AppError) throw err; // a cap, in words (read-file.ts)
    throw badInput(IMPORT_FILE_MESSAGES.unreadable);
  } finally {
    stored.stream.destroy();
  }
  const [header, ...sample] = rows;
  if (!header || header.every((h) => h === '')) throw badInput(IMPORT_FILE_MESSAGES.noHeader);
  const seen = new Set<string>();
  const columns = header.map((h, i) => {
    let name = h.slice(0, 200) || `Column ${i + 1}`;
    if (seen.has(name)) name = `${name} (${i + 1})`;
    seen.add(name);
    return name;
  });
  return { columns, sampleRows: sample.map((r) => columns.map((_, i) => (r[i] ?? '').slice(0, 200))) };
}

export function toFileAnswer(row: ImportFileRow): ImportFileAnswer {
  const mapping = suggestMapping(row.kind, row.columns);
  return {
    id: row.id,
    kind: row.kind,
    fileName: row.fileName,
    format: row.format,
    columns: row.columns,
    sampleRows: row.sampleRows,
    suggestedMapping: mapping,
    ignoredColumns: ignoredColumns(row.columns, mapping),
    detectedSource: detectSource(row.columns),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The multipart framing around the file: a request longer than the cap and this is refused from its header. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** 413, and the connection closed after the answer, so the rest of a large body is not read. */
function tooLarge(reply: FastifyReply) {
  reply.header('connection', 'close');
  return new TooLarge(IMPORT_FILE_MESSAGES.tooLarge);
}

export interface ReceiveImportFileOptions {
  storage: FileStorage;
  request: FastifyRequest;
  reply: FastifyReply;
  kind: ImportKind;
}

/**
 * The upload, refused as early as can be: from Content-Length before a byte of the body is read, then while it
 * arrives (busboy stops at the cap), then by the column and row caps while its first rows are read.
 */
export async function receiveImportFile(
  db: Db,
  { storage, request, reply, kind }: ReceiveImportFileOptions,
): Promise<ImportFileAnswer> {
  if (!request.isMultipart()) throw badInput(IMPORT_FILE_MESSAGES.noFile);
  if (Number(request.headers['content-length']) > MAX_IMPORT_BYTES + MULTIPART_OVERHEAD)
    throw tooLarge(reply);
  const part = await request.file({ limits: { fileSize: MAX_IMPORT_BYTES, files: 1 } });
  if (!part) throw badInput(IMPORT_FILE_MESSAGES.noFile);
  const { stream, format } = await sniffed(part.file);
  if (!format) {
    part.file.resume();
    throw badInput(IMPORT_FILE_MESSAGES.notSpreadsheet);
  }
  const storeId = request.ctx.store.id;
  const id = randomUUID();
  const key = `${storeId}/imports/${id}.${format}`;
  try {
    await storage.putPrivate(key, stream);
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      await storage.deletePrivate(key).catch(() => {});
      throw tooLarge(reply);
    }
    throw err;
  }
  if (part.file.truncated) {
    await storage.deletePrivate(key);
    throw tooLarge(reply);
  }
  const head = await checkedHead(storage, key, format).catch(async (err) => {
    await storage.deletePrivate(key);
    throw err;
  });
  const [row] = await db
    .insert(importFiles)
    .values({
      storeId,
      id,
      kind,
      fileName: (part.filename || `import.${format}`).slice(0, 200),
      format,
      storageKey: key,
      columns: head.columns,
      sampleRows: head.sampleRows,
      createdBy: request.principal?.userId ?? null,
    })
    .returning();
  return toFileAnswer(row!);
}

export async function findImportFile(
  db: Db,
  { storeId, kind, id }: { storeId: number; kind: ImportKind; id: string },
) {
  const [row] = await db
    .select()
    .from(importFiles)
    .where(storeScoped(importFiles, storeId, eq(importFiles.kind, kind), eq(importFiles.id, id)));
  if (!row) throw notFound(IMPORT_FILE_MESSAGES.notFound);
  return row;
}
