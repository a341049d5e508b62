/** Uploading import files and running imports through the real routes (imports tests, fuzz world). */
import type { TestContext } from './helpers';

export function multipartFile(file: Buffer, filename: string) {
  const boundary = '----backroom-import-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadImport(
  ctx: TestContext,
  shop: { handle: string; token: string },
  kind: 'consigners' | 'items',
  file: Buffer | string,
  filename = `${kind}.csv`,
) {
  const body = multipartFile(Buffer.isBuffer(file) ? file : Buffer.from(file), filename);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/imports/${kind}/files`,
    headers: {
      'x-store-handle': shop.handle,
      authorization: `Bearer ${shop.token}`,
      'content-type': body.contentType,
    },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: Record<string, unknown>; error: string | null },
  };
}

/**
 * The dry run through the real route: it answers 202 with a job at once; the job (run here by the worker) checks
 * every row with progress and keeps the answer as its result. Answers the route's status, the job and (as
 * `body.data`) the answer.
 */
export async function dryRunImport<T>(
  ctx: TestContext,
  shop: { handle: string; token: string },
  kind: 'consigners' | 'items',
  fileId: string,
  body: unknown,
) {
  const headers = { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.token}` };
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/imports/${kind}/files/${fileId}/dryRun`,
    headers,
    payload: body as object,
  });
  const started = res.json() as { data: { jobId: number; message: string }; error: string | null };
  if (res.statusCode !== 202)
    return { status: res.statusCode, job: null, body: { data: null as T, error: started.error } };
  await ctx.worker.drain();
  const job = await ctx.app.inject({ url: `/api/jobs/${started.data.jobId}`, headers });
  const data = (
    job.json() as {
      data: { status: string; progress: number; progressTotal: number; lastError: string | null; result: T };
    }
  ).data;
  return { status: res.statusCode, job: data, body: { data: data.result, error: null as string | null } };
}
