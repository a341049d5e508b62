import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { makeShop, type Shop, setStore } from '../../test/inventory-factories';
import { consigners, locations, outboxEmails, stores } from '../db/schema';
import { forgetStoreCache } from '../http/store-resolution';
import { notifyConsigners } from './consigner-notifications';

/** Each consigner e-mail goes out only when its flag is on, with the store's custom text when one is set. */
let ctx: TestContext;
let s: Shop;

beforeAll(async () => {
  ctx = await createTestApp();
  s = await makeShop(ctx);
});
afterAll(() => ctx.close());

const mailsTo = (to: string) => ctx.deps.db.select().from(outboxEmails).where(eq(outboxEmails.to, to));

async function flags(consignerId: number, emailNotifications: Record<string, boolean>) {
  await ctx.deps.db.update(consigners).set({ emailNotifications }).where(eq(consigners.id, consignerId));
}

async function freshStore() {
  forgetStoreCache();
  const [row] = await ctx.deps.db.select().from(stores).where(eq(stores.id, s.store.id));
  return row!;
}

describe('staff decisions e-mail the consigner per their flags', () => {
  it('accepted, price and withdrawal decisions: sent with the flag on, not with it off', async () => {
    const seller = s.seller;
    await flags(seller.consigner.id, {
      onInventoryAccept: true,
      onPriceAcceptOrDecline: false,
      onWithdrawAcceptOrDecline: true,
    });
    const pending = await s.item({ status: 'Pending' });
    const priced = await s.item({ status: 'RequestPriceChange', requestedPrice: 12000 });
    const withdrawing = await s.item({ status: 'RequestWithdrawal' });
    expect(
      (await s.act(s.clerk.token, 'acceptInventory', { ids: [pending.id], location: s.main.name })).status,
    ).toBe(200);
    expect((await s.act(s.clerk.token, 'acceptInventoryPrice', { ids: [priced.id] })).status).toBe(200);
    expect((await s.act(s.clerk.token, 'declineInventoryWithdrawal', { ids: [withdrawing.id] })).status).toBe(
      200,
    );
    const subjects = (await mailsTo(seller.email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['Your item has been accepted', 'Your withdrawal request was declined']);

    await flags(seller.consigner.id, { onInventoryAccept: false, onPriceAcceptOrDecline: true });
    const second = await s.item({ status: 'Pending' });
    const declined = await s.item({ status: 'RequestPriceChange', requestedPrice: 12000 });
    await s.act(s.clerk.token, 'acceptInventory', { ids: [second.id], location: s.main.name });
    await s.act(s.clerk.token, 'declineInventoryPrice', { ids: [declined.id] });
    const after = (await mailsTo(seller.email)).map((m) => m.subject);
    expect(after.filter((m) => m === 'Your item has been accepted')).toHaveLength(1);
    expect(after).toContain('Your price change request was declined');
  });

  it("appends the store's custom text, and the marketplace's for online-marketplace items", async () => {
    const shop = await makeShop(ctx);
    const [market] = await ctx.deps.db
      .insert(locations)
      .values({ storeId: shop.store.id, name: 'ONLINE MARKETPLACE' })
      .returning();
    await setStore(ctx, shop.store.id, {
      settings: {
        emailMsgs: { onInventoryAccept: 'Bring your receipt.', onWithdrawAcceptOrDecline: 'See you soon.' },
        marketplaceEmailMsgs: { onWithdrawAcceptOrDecline: 'Ship it back within 1 day.' },
      },
    });
    const pending = await shop.item({ status: 'Pending' });
    const online = await shop.item({ status: 'RequestWithdrawal', locationId: market!.id });
    await shop.act(shop.clerk.token, 'acceptInventory', { ids: [pending.id], location: shop.main.name });
    await shop.act(shop.clerk.token, 'acceptInventoryWithdrawal', { ids: [online.id] });
    const mails = await mailsTo(shop.seller.email);
    const accepted = mails.find((m) => m.subject === 'Your item has been accepted')!;
    expect(accepted.text).toContain(`has accepted your ${shop.product.title} (10), item ${pending.code}`);
    expect(accepted.text).toContain('Bring your receipt.');
    const withdrawn = mails.find((m) => m.subject === 'Your withdrawal request was accepted')!;
    expect(withdrawn.text).toContain('Ship it back within 1 day.');
    expect(withdrawn.text).not.toContain('See you soon.');
  });
});

describe('notifyConsigners (item sold, payout paid: called by the sales code)', () => {
  it('queues what each consigner wants; the store account and other stores are skipped', async () => {
    const store = await freshStore();
    const rival = await makeShop(ctx);
    await flags(s.other.consigner.id, { onProductSold: true, onPayout: false });
    const queued = await ctx.deps.db.transaction((tx) =>
      notifyConsigners(tx, store, [
        {
          consignerId: s.other.consigner.id,
          template: 'onProductSold',
          line: 'Your Jordan 1 has sold for $120.00.',
        },
        { consignerId: s.other.consigner.id, template: 'onPayout', line: 'Paid out.' },
        { consignerId: s.account.id, template: 'onProductSold', line: 'Store item sold.' },
        { consignerId: rival.seller.consigner.id, template: 'onProductSold', line: 'Not yours.' },
      ]),
    );
    expect(queued).toBe(1);
    const [mail] = await mailsTo(s.other.email);
    expect(mail).toMatchObject({ subject: 'Your item has sold', storeId: s.store.id });
    expect(mail!.text).toContain('Your Jordan 1 has sold for $120.00.');
    expect(await mailsTo(rival.seller.email)).toHaveLength(0);
    const storeMails = await ctx.deps.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.storeId, s.store.id), eq(outboxEmails.text, 'Store item sold.')));
    expect(storeMails).toHaveLength(0);
  });

  it('a flag never set counts as on', async () => {
    const store = await freshStore();
    const shopper = await makeShop(ctx);
    expect(shopper.seller.consigner.emailNotifications).toBeDefined();
    await flags(s.seller.consigner.id, {});
    const n = await ctx.deps.db.transaction((tx) =>
      notifyConsigners(tx, store, [
        { consignerId: s.seller.consigner.id, template: 'onPayout', line: 'Paid.' },
      ]),
    );
    expect(n).toBe(1);
  });
});
