import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeConsigner, makeEmployee, makeStore } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let shop: Awaited<ReturnType<typeof makeStore>>;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-uploads-'));

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  shop = await makeStore(ctx);
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function multipart(file: Buffer, filename: string, contentType: string) {
  const boundary = '----backroom-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function upload(
  file: Buffer,
  filename = 'photo.png',
  contentType = 'image/png',
  token = shop.ownerToken,
  host = 'localhost',
) {
  const body = multipart(file, filename, contentType);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      host,
      'content-type': body.contentType,
      'x-store-handle': shop.handle,
      authorization: `Bearer ${token}`,
    },
    payload: body.payload,
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: { url: string; thumbnailUrl: string }; error: string | null },
  };
}

const image = (format: 'png' | 'jpeg' | 'webp' | 'gif', width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .toFormat(format)
    .toBuffer();

describe('POST /api/uploads', () => {
  it('answers addresses on the store’s own app, whatever Host the request names', async () => {
    const res = await upload(await image('png', 40, 40), 'a.png', 'image/png', shop.ownerToken, 'evil.test');
    expect(res.status).toBe(201);
    expect(new URL(res.body.data.url).origin).toBe(`http://${shop.handle}.localhost:3001`);
    expect(new URL(res.body.data.thumbnailUrl).origin).toBe(`http://${shop.handle}.localhost:3001`);
    const consigner = await makeConsigner(ctx, shop.store);
    const seller = await upload(
      await image('png', 40, 40),
      'a.png',
      'image/png',
      consigner.token,
      'evil.test',
    );
    expect(new URL(seller.body.data.url).origin).toBe(`http://${shop.handle}.localhost:3000`);
  });

  it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
    'stores a %s and a thumbnail of at most 400 px',
    async (format) => {
      const original = await image(format);
      const res = await upload(original, `shoe.${format}`, `image/${format}`);
      expect(res.status).toBe(201);
      const { url, thumbnailUrl } = res.body.data;
      expect(url).toMatch(
        new RegExp(
          `^http://${shop.handle}\\.localhost:3001/uploads/${shop.store.id}/[0-9a-f-]{36}\\.(png|jpg|webp|gif)$`,
        ),
      );
      const served = await ctx.app.inject({ url: new URL(url).pathname });
      expect(served.statusCode).toBe(200);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(original)).toBe(true);
      const thumb = await ctx.app.inject({ url: new URL(thumbnailUrl).pathname });
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBe(400);
    },
  );

  it('tells the type from the bytes: a renamed text file is refused, a mislabelled PNG accepted', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png', 'image/png');
    expect(fake).toMatchObject({
      status: 400,
      body: { error: 'Only JPEG, PNG, WebP or GIF images can be uploaded.' },
    });
    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'x.svg',
      'image/svg+xml',
    );
    expect(svg.status).toBe(400);
    const png = await upload(await image('png', 100, 50), 'photo.jpg', 'application/octet-stream');
    expect(png.status).toBe(201);
    expect(png.body.data.url).toMatch(/\.png$/);
    const broken = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64),
    ]);
    expect((await upload(broken)).body.error).toBe('This image could not be read.');
  });

  it('accepts images above the 2 MB JSON body limit', async () => {
    const noise = randomBytes(1200 * 1000 * 3);
    const large = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } })
      .png()
      .toBuffer();
    expect(large.length).toBeGreaterThan(2 * 1024 * 1024);
    expect((await upload(large)).status).toBe(201);
  });

  it('refuses files over 8 MB and requests without a file', async () => {
    const big = Buffer.concat([await image('png', 10, 10), Buffer.alloc(8 * 1024 * 1024)]);
    const res = await upload(big);
    expect(res).toMatchObject({ status: 413, body: { error: 'Images must be 8 MB or smaller.' } });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'x-store-handle': shop.handle, authorization: `Bearer ${shop.ownerToken}` },
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(400);
  });

  it('lets consigners and any staff upload; needs a token; serves only well-formed keys', async () => {
    const seller = await makeConsigner(ctx, shop.store);
    const clerk = await makeEmployee(ctx, shop.store);
    const small = await image('jpeg', 50, 50);
    expect((await upload(small, 'a.jpg', 'image/jpeg', seller.token)).status).toBe(201);
    expect((await upload(small, 'a.jpg', 'image/jpeg', clerk.token)).status).toBe(201);
    const body = multipart(small, 'a.jpg', 'image/jpeg');
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': body.contentType, 'x-store-handle': shop.handle },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    for (const bad of [
      '/uploads/..%2f..%2fetc%2fpasswd',
      '/uploads/1/%2e%2e%2fsecret.png',
      '/uploads/1/nope.png',
    ]) {
      expect((await ctx.app.inject({ url: bad })).statusCode, bad).toBe(404);
    }
  });
});
