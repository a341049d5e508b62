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
