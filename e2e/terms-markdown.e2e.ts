import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachTerms } from '../apps/server/src/core/terms/snapshot';
import { runTermsClock } from '../apps/server/src/features/consignment-terms/clock';
import { call } from '../apps/server/test/factories';
import { makeShop } from '../apps/server/test/inventory-factories';
import { type E2E, startE2E } from './harness';
import { openSellerScreen, signInSeller } from './seller-helpers';
import { openAsOwner } from './staff-helpers';

/** Issue 16: the daily clock marks an item down on day 31 and its payout follows the terms' absorber rule. */
let e2e: E2E;
const DAY = 86_400_000;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.close();
});

// Listed at $200, 10 % off after 30 days = $180; the shop's standard consigner type keeps a 20 % selling fee.
const cases = [
  // The store bears the $20: the payout stays 80 % of $200.
  { absorbedBy: 'store', payout: '160.00', borne: 'borne by the store' },
  // The consigner bears half of the $20: 80 % of $190.
  {
    absorbedBy: 'shared',
    consignerSharePercent: 50,
    payout: '152.00',
    borne: 'shared by the consigner and the store',
  },
] as const;

describe('an automatic markdown on day 31', () => {
  it.each(cases)(
    'absorbed by $absorbedBy: the portal and the staff item show the lower price and the payout by the rule',
    async (c) => {
      const s = await makeShop(e2e.ctx);
      const { payout, borne, ...step } = c;
      const created = await call(e2e.ctx, {
        method: 'POST',
        url: '/api/consignmentTerms',
        handle: s.handle,
        token: s.ownerToken,
        body: {
          name: 'House terms',
          termDays: 90,
          expiryAction: 'return',
          markdowns: [{ afterDays: 30, percentOff: 10, ...step }],
        },
      });
      expect(created.status).toBe(201);
      const item = await s.item({
        status: 'Active',
        price: 20_000,
        acceptedOn: new Date(Date.now() - 31 * DAY),
      });
      await attachTerms(e2e.ctx.deps.db, s.store, [item.id]);
      // Today is day 31 of the consignment (day 1 is the accepted day): the day-30 step is due.
      // The store's own daily clock job may have run first (the test server's worker is live): either way, once.
      await runTermsClock(e2e.ctx.deps.db, s.store.id, new Date());

      const seller = await signInSeller(e2e, s.handle, s.seller.email);
      await seller.getByText('$180.00').first().waitFor();
      await openSellerScreen(e2e, seller, s.handle, `/productItem/${s.product.id}`, s.product.title);
      const row = seller.getByRole('row').filter({ hasText: item.code });
      await expect.poll(() => row.innerText()).toContain(`Payout $${payout}`);

      const staff = await openAsOwner(e2e, s, `/inventories/${item.id}`, new RegExp(s.product.title));
      const price = staff
        .locator('[data-testid="item-price"] input, input[data-testid="item-price"]')
        .first();
      await expect.poll(() => price.inputValue()).toBe('180');
      const payoutField = staff
        .locator('[data-testid="item-payout"] input, input[data-testid="item-payout"]')
        .first();
      expect(await payoutField.inputValue()).toBe(payout);
      await staff.getByText('Automatic markdown, step 1 of 1').first().waitFor();
      // Issue 29: the staff item's price history names the step, the prices, the payout and who bore it.
      const history = await staff.getByTestId(`price-history-${item.id}`).innerText();
      expect(history).toContain(`Markdown 1 of 1: $200.00 → $180.00 · payout`);
      expect(history).toContain(`→ $${payout} · ${borne}`);
    },
  );
});

describe('a sale after a markdown the store absorbs', () => {
  it("shows staff the store's take as a loss: sold price − payout", async () => {
    const s = await makeShop(e2e.ctx);
    const created = await call(e2e.ctx, {
      method: 'POST',
      url: '/api/consignmentTerms',
      handle: s.handle,
      token: s.ownerToken,
      body: {
        name: 'Deep cut',
        termDays: 90,
        expiryAction: 'return',
        markdowns: [{ afterDays: 30, percentOff: 25, absorbedBy: 'store' }],
      },
    });
    expect(created.status).toBe(201);
    const item = await s.item({
      status: 'Active',
      price: 20_000,
      acceptedOn: new Date(Date.now() - 31 * DAY),
    });
    await attachTerms(e2e.ctx.deps.db, s.store, [item.id]);
    await runTermsClock(e2e.ctx.deps.db, s.store.id, new Date());
    // $150 on sale, the consigner still paid 80 % of $200 = $160: the store loses $10.
    const sale = await call(e2e.ctx, {
      method: 'POST',
      url: '/open/shop/checkout',
      handle: s.handle,
      token: null,
      body: { name: 'Sam Shopper', email: 'sam@example.test', items: [item.id], checkoutId: randomUUID() },
    });
    expect(sale.status).toBe(201);

    const staff = await openAsOwner(e2e, s, `/inventories/${item.id}`, new RegExp(s.product.title));
    await expect
      .poll(() => staff.getByTestId('item-store-take').innerText())
      .toBe("Store's take: \u2212$10.00 (store absorbed the markdown or discount)");
  });
});
