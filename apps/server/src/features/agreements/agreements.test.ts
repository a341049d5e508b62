import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/factories';
import { pngBomb } from '../../../test/fuzz/image-bomb';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { makeShop, readItem, type Shop } from '../../../test/inventory-factories';
import { storeScoped } from '../../core/store-scope';
import { outboxEmails } from '../../db/schema';
import { agreementSignatures } from '../../db/schema-agreements';

let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
type Agreement = {
  required: boolean;
  current: { version: number; html: string } | null;
  signedCurrent: boolean;
  signatures: { version: number; signedInStore: boolean; witnessName: string | null; ipAddress: string }[];
};
const as = <T = Agreement>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  call<T>(ctx, { method, url, body, handle: s.handle, token });

describe('the consignment agreement', () => {
  it('publishes versions with the HTML sanitised on the server', async () => {
    const first = await as(s.ownerToken, 'POST', '/api/agreement/versions', {
      markdown:
        '# Our terms\n\nItems stay **90 days**.<script>alert(1)</script>\n\n[bad](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    expect(first.status).toBe(201);
    const html = first.body.data.current!.html;
    expect(first.body.data.current!.version).toBe(1);
    expect(html).toContain('<h1>Our terms</h1>');
    expect(html).toContain('<strong>90 days</strong>');
    // Tags typed into the text are shown as text, never as markup; a script link is not a link.
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');

    const same = await as(s.ownerToken, 'POST', '/api/agreement/versions', {
      markdown: '# Our terms\n\nItems stay **90 days**.',
    });
    expect(same.body.data.current!.version).toBe(2);
    const again = await as(s.ownerToken, 'POST', '/api/agreement/versions', {
      markdown: '# Our terms\n\nItems stay **90 days**.',
    });
    expect(again.body.data.current!.version).toBe(2);

    const clerk = await as(s.clerk.token, 'POST', '/api/agreement/versions', { markdown: 'Mine' });
    expect(clerk.status).toBe(403);
    const blank = await as(s.ownerToken, 'POST', '/api/agreement/versions', { markdown: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toContain('Write the agreement');
  });

  it('when required, refuses accepting items for a consigner who has not signed, in words', async () => {
    const required = await as(s.ownerToken, 'PUT', '/api/agreement/settings', { required: true });
    expect(required.body.data.required).toBe(true);
    const item = await s.item({ status: 'Pending', locationId: null, acceptedOn: null });
    const refused = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toContain('has not signed version 2 of the consignment agreement');
    expect(refused.body.error).toContain('Sign in store');
    expect((await readItem(ctx, item.id)).status).toBe('Pending');

    const mine = await as(s.seller.token, 'GET', '/api/me/agreement');
    expect(mine.body.data).toMatchObject({ required: true, signedCurrent: false });
    const stale = await as(s.seller.token, 'POST', '/api/me/agreement/signatures', {
      version: 1,
      typedName: 'Cat Consigner',
      signatureKind: 'typed',
    });
    expect(stale.status).toBe(409);
    const signed = await as(s.seller.token, 'POST', '/api/me/agreement/signatures', {
      version: 2,
      typedName: 'Cat Consigner',
      signatureKind: 'drawn',
      signature: PNG,
    });
    expect(signed.status).toBe(201);
    expect(signed.body.data.signedCurrent).toBe(true);
    expect(signed.body.data.signatures[0]).toMatchObject({ version: 2, signedInStore: false });
    const twice = await as(s.seller.token, 'POST', '/api/me/agreement/signatures', {
      version: 2,
      typedName: 'Cat Consigner',
      signatureKind: 'typed',
    });
    expect(twice.status).toBe(409);

    const [mail] = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(storeScoped(outboxEmails, s.store.id, eq(outboxEmails.to, s.seller.email)));
    expect(mail!.subject).toContain('signed consignment agreement');
    expect(mail!.attachments[0]!.contentType).toBe('application/pdf');
    expect(Buffer.from(mail!.attachments[0]!.base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

    const accepted = await s.act(s.clerk.token, 'acceptInventory', { ids: [item.id], location: s.main.name });
    expect(accepted.status).toBe(200);
    expect((await readItem(ctx, item.id)).status).toBe('Active');
  });

  it("a walk-in signs on the staff's screen: recorded as in store, with the employee", async () => {
    const before = await as(s.clerk.token, 'GET', `/api/consigners/${s.other.consigner.id}/agreement`);
    expect(before.body.data.signedCurrent).toBe(false);
    const badPng = await as(
      s.clerk.token,
      'POST',
      `/api/consigners/${s.other.consigner.id}/agreement/signatures`,
      {
        version: 2,
        typedName: 'Walk In',
        signatureKind: 'drawn',
        signature: 'data:image/png;base64,AAAA',
      },
    );
    expect(badPng.status).toBe(400);
    const signed = await as(
      s.clerk.token,
      'POST',
      `/api/consigners/${s.other.consigner.id}/agreement/signatures`,
      {
        version: 2,
        typedName: 'Walk In',
        signatureKind: 'typed',
      },
    );
    expect(signed.status).toBe(201);
    expect(signed.body.data.signatures[0]).toMatchObject({
      signedInStore: true,
      witnessName: expect.any(String),
    });
    const [row] = await ctx.deps.db
      .select()
      .from(agreementSignatures)
      .where(eq(agreementSignatures.consignerId, s.other.consigner.id));
    expect(row).toMatchObject({
      storeId: s.store.id,
      signedInStore: true,
      witnessUserId: s.clerk.employee.userId,
    });

    const list = await as<{ signatures: { consignerName: string; current: boolean }[] }>(
      s.ownerToken,
      'GET',
      '/api/agreement/signatures',
    );
    expect(list.body.data.signatures).toHaveLength(2);
    expect(list.body.data.signatures.every((x) => x.current)).toBe(true);

    // A new version makes everyone's signature out of date.
    await as(s.ownerToken, 'POST', '/api/agreement/versions', { markdown: 'Version three.' });
    const after = await as(s.seller.token, 'GET', '/api/me/agreement');
    expect(after.body.data).toMatchObject({ signedCurrent: false, current: { version: 3 } });
  });

  it("another store's consigner is not found", async () => {
    const other = await makeShop(ctx);
    const res = await call(ctx, {
      url: `/api/consigners/${s.seller.consigner.id}/agreement`,
      handle: other.handle,
      token: other.ownerToken,
    });
    expect(res.status).toBe(404);
  });

  it('refuses the cheap way first, then a signature larger than a pad from its header, in words', async () => {
    const shop = await makeShop(ctx);
    const mine = (token: string, body: unknown) =>
      call<Agreement>(ctx, {
        method: 'POST',
        url: '/api/me/agreement/signatures',
        body,
        handle: shop.handle,
        token,
      });
    await call(ctx, {
      method: 'POST',
      url: '/api/agreement/versions',
      handle: shop.handle,
      token: shop.ownerToken,
      body: { markdown: 'Terms.' },
    });
    const big = `data:image/png;base64,${(await pngBomb(2001, 10)).toString('base64')}`;
    const drawn = (signature: string, version = 1) => ({
      version,
      typedName: 'Sam Seller',
      signatureKind: 'drawn',
      signature,
    });

    const tooWide = await mine(shop.seller.token, drawn(big));
    expect(tooWide.status).toBe(400);
    expect(tooWide.body.error).toBe(
      'The drawn signature is 2,001 × 10 pixels; a signature can be at most 2,000 × 1,000. Clear the box and draw it again.',
    );
    const notPng = await mine(shop.seller.token, drawn('data:image/png;base64,AAAA'));
    expect(notPng.status).toBe(400);
    expect(notPng.body.error).toContain('could not be read');
    // Another version is refused before the image is looked at.
    expect((await mine(shop.seller.token, drawn(big, 2))).status).toBe(409);

    expect((await mine(shop.seller.token, drawn(PNG))).status).toBe(201);
    const again = await mine(shop.seller.token, drawn(big));
    expect(again.status).toBe(409);
    expect(again.body.error).toContain('has already signed version 1');
    const rows = await ctx.deps.db
      .select()
      .from(agreementSignatures)
      .where(storeScoped(agreementSignatures, shop.store.id));
    expect(rows).toHaveLength(1);
  });
});
