/**
 * A year of a small sneaker shop, day by day up to "now": intake (staff drop-offs, consigners' requests to sell,
 * the store's own stock, store requests), sales through the built-in shop and a Shopify-like channel, price
 * changes, withdrawals, transfers, weekly payouts and store buys. Pure and deterministic for a given world and
 * clock (a fixed seed); the busier months are the recent ones and weekends are busier than weekdays.
 */
import { uploadItemCode } from '@backroom/domain/constants';
import type { Person, SimConsigner, SimItem } from './demo-items';
import { DemoMoney } from './demo-money';
import { DAY, HISTORY_DAYS, type World } from './demo-world';
import { Random } from './random';

const SIZES = ['6', '7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '11.5', '12', '13'];
const SIZE_WEIGHT = [1, 2, 3, 5, 6, 8, 8, 9, 8, 7, 5, 4, 2];
const consignerPerson = (c: SimConsigner): Person => ({
  name: c.name,
  actor: { kind: 'consigner', consignerId: c.id },
  employeeId: null,
});

export async function simulateDemoYear(world: World) {
  const random = new Random(0x5eed_2026);
  const { items } = world;
  const money = new DemoMoney(world, random, world.ids);
  const consignerById = new Map(world.consigners.map((c) => [c.id, c]));
  const now = world.now.getTime();
  const today = Math.floor(now / DAY) * DAY;
  const first = -(HISTORY_DAYS - 1);
  const codes = new Set<string>();
  const code = () => {
    let c = uploadItemCode(world.handle, () => random.next());
    while (codes.has(c)) c = uploadItemCode(world.handle, () => random.next());
    codes.add(c);
    return c;
  };
  /** A time during opening hours (10:00-19:00) of day `d`, or null when that is still to come. */
  const timeOn = (d: number, from = 10, to = 19): Date | null => {
    const t = today + d * DAY + Math.floor((from + random.next() * (to - from)) * 3_600_000);
    return t <= now ? new Date(t) : null;
  };
  const staffPerson = () => (random.chance(0.7) ? world.staff : world.owner);
  const place = () => {
    const p = random.weighted(world.places, (x) => (x.location === 'Main Store' ? 4 : 1));
    return { location: p.location, subLocation: p.subs.length ? random.pick(p.subs) : null };
  };
  const later = (item: SimItem, d: number, minDays: number, maxDays: number, run: (at: Date) => void) => {
    item.next = { due: d + random.int(minDays, maxDays), run };
  };

  function newItem(d: number, at: Date, consigner: SimConsigner, storeOwned: boolean, asked?: boolean) {
    const product = random.weighted(world.products, (p) => p.demand);
    const size = random.weighted(SIZES, (s) => SIZE_WEIGHT[SIZES.indexOf(s)]!);
    const used = random.chance(0.22);
    const sizePremium = size === '6' || size === '13' ? 1.1 : 1;
    const ask = product.price * sizePremium * (used ? 0.7 : 1) * (0.9 + random.next() * 0.35);
    const price = Math.max(4000, Math.round(ask / 500) * 500);
    const online = asked ?? (!storeOwned && random.chance(0.28));
    const who = online ? consignerPerson(consigner) : staffPerson();
    const spot = place();
    const item = items.create(
      {
        n: world.ids.item(),
        code: code(),
        productId: product.id,
        productTemplateId: product.productTemplateId,
        category: product.category,
        demand: product.demand,
        consigner,
        price,
        cost: storeOwned ? Math.round((price * (0.55 + random.next() * 0.15)) / 100) * 100 : 0,
        option1Value: size,
        option2Value: used ? 'Used' : 'New',
        services: used && random.chance(0.3) ? { cleaning: true } : {},
      },
      online ? { type: 'add', referencePrice: null } : { type: 'addByStaff', ...spot },
      who,
      at,
    );
    item.lastDay = d;
    if (online) later(item, d, 1, 3, (t) => answerRequest(item, t));
    return item;
  }

  function answerRequest(item: SimItem, at: Date) {
    const r = random.next();
    if (r < 0.08) return items.act(item, { type: 'declineRequestToSell' }, staffPerson(), at);
    if (r < 0.11) {
      return items.act(
        item,
        { type: 'storeBuyRequestedInventory', storeConsignerId: world.storeAccount.id, ...place() },
        world.owner,
        at,
      );
    }
    items.act(item, { type: 'acceptRequestToSell' }, staffPerson(), at);
    const day = Math.floor((at.getTime() - today) / DAY);
    later(item, day, 1, 6, (t) => dropOff(item, t));
  }

  function dropOff(item: SimItem, at: Date) {
    const r = random.next();
    const owner = consignerById.get(item.consignerId);
    if (r < 0.04) return items.act(item, { type: 'declineInventory' }, staffPerson(), at);
    if (r < 0.07 && owner) return items.act(item, { type: 'withdrawInventory' }, consignerPerson(owner), at);
    const buying = item.state.saleType === 'Buying';
    items.act(
      item,
      { type: 'acceptInventory', ...place(), paymentType: buying ? 'cash' : null },
      staffPerson(),
      at,
    );
  }

  function storeRequest(d: number, at: Date, kind?: 'Buying' | 'Consignment') {
    const product = random.weighted(world.products, (p) => p.demand);
    const size = random.weighted(SIZES, (s) => SIZE_WEIGHT[SIZES.indexOf(s)]!);
    const buying = kind ? kind === 'Buying' : random.chance(0.3);
    const low = Math.round((product.price * 0.8) / 500) * 500;
    const item = items.create(
      {
        n: world.ids.item(),
        code: code(),
        productId: product.id,
        productTemplateId: product.productTemplateId,
        category: product.category,
        demand: product.demand,
        consigner: null,
        price: low,
        option1Value: size,
        option2Value: 'New',
      },
      buying
        ? { type: 'createStoreRequest', saleType: 'Buying', price: Math.round(low * 0.85) }
        : { type: 'createStoreRequest', saleType: 'Consignment', priceRange: [low, low + 3000] },
      world.owner,
      at,
    );
    item.lastDay = d;
    if (random.chance(0.3)) {
      // Nobody had one: staff remove the request after a few weeks.
      later(item, d, 10, 25, (t) => items.act(item, { type: 'deleteInventory' }, world.owner, t));
    } else {
      later(item, d, 2, 9, (t) => {
        const taker = random.weighted(activeConsigners(t.getTime()), (c) => c.volume);
        const price = buying ? null : low + 500 * random.int(0, 6);
        items.act(item, { type: 'acceptStoreRequest', price }, consignerPerson(taker), t);
        later(item, Math.floor((t.getTime() - today) / DAY), 1, 5, (t2) => dropOff(item, t2));
      });
    }
  }

  const activeConsigners = (t: number) => world.consigners.filter((c) => c.joinedAt <= t);

  /** What may happen to a live item on day `d`, at most one thing. */
  function liveDay(item: SimItem, d: number, busy: number, weekend: boolean) {
    const s = item.state;
    const age = s.acceptedOn ? (today + d * DAY - Date.parse(s.acceptedOn)) / DAY : 0;
    const owner = consignerById.get(item.consignerId);
    const r = random.next();
    const sale =
      s.status !== 'Active' ? 0 : 0.0105 * busy * item.demand * (weekend ? 1.35 : 1) * (age > 90 ? 0.8 : 1);
    if (r < sale) {
      const at = timeOn(d, 9, 22);
      if (at) money.sell(item, d, at, weekend);
      return;
    }
    let p = r - sale;
    const at = timeOn(d);
    if (!at) return;
    const chances: [number, () => void][] = [
      [
        s.status === 'Active' && owner && age > 20 ? 0.006 + (age > 60 ? 0.008 : 0) : 0,
        () => {
          const requestedPrice = Math.max(3000, Math.round((s.price * 0.9) / 500) * 500);
          items.act(item, { type: 'requestPriceChange', requestedPrice }, consignerPerson(owner!), at);
          later(item, d, 1, 2, (t) =>
            items.act(
              item,
              { type: random.chance(0.7) ? 'acceptInventoryPrice' : 'declineInventoryPrice' },
              staffPerson(),
              t,
            ),
          );
        },
      ],
      [
        s.status === 'Active' && owner && age > 75 ? 0.004 : 0,
        () => {
          const requestedPrice = Math.max(3000, Math.round((s.price * 0.85) / 500) * 500);
          items.act(item, { type: 'storeRequestPriceChange', requestedPrice }, world.owner, at);
          if (random.chance(0.8))
            later(item, d, 1, 4, (t) =>
              items.act(item, { type: 'acceptStorePriceChange' }, consignerPerson(owner!), t),
            );
        },
      ],
      [
        owner && ['Active', 'WithdrawalDeclined'].includes(s.status ?? '') ? 0.0018 : 0,
        () => {
          items.act(item, { type: 'requestInventoryWithdrawal' }, consignerPerson(owner!), at);
          later(item, d, 1, 2, (t) =>
            items.act(
              item,
              { type: random.chance(0.85) ? 'acceptInventoryWithdrawal' : 'declineInventoryWithdrawal' },
              staffPerson(),
              t,
            ),
          );
        },
      ],
      [
        s.status === 'Active' && owner && age > 150 ? 0.0015 : 0,
        () => items.act(item, { type: 'withdrawInventory' }, world.owner, at),
      ],
      [
        s.status === 'Active' ? 0.0025 : 0,
        () => {
          const to = random.pick(world.places.filter((x) => x.location !== s.location));
          items.act(item, { type: 'transfer', location: to.location }, world.staff, at);
          later(item, d, 1, 3, (t) =>
            items.act(
              item,
              { type: 'acceptTransfer', location: to.location, subLocation: to.subs[0] ?? null },
              world.staff,
              t,
            ),
          );
        },
      ],
    ];
    for (const [chance, run] of chances) {
      if (p < chance) {
        run();
        item.lastDay = d;
        return;
      }
      p -= chance;
    }
  }

  for (let d = first; d <= 0; d++) {
    // A day at a time, so the server answers requests while the year is simulated.
    await new Promise((resolve) => setImmediate(resolve));
    const start = today + d * DAY;
    const weekday = new Date(start).getUTCDay();
    const weekend = weekday === 0 || weekday === 6;
    const busy = (0.55 + (0.9 * (d - first)) / (HISTORY_DAYS - 1)) * (weekend ? 1.45 : 1);

    if (weekday === 1) money.weeklyPayout(d);
    money.payBuyingLines(d);

    for (const item of items.all) {
      if (!item.next || item.next.due > d) continue;
      const at = timeOn(d);
      if (!at) continue;
      const { run } = item.next;
      item.next = null;
      run(at);
      item.lastDay = d;
    }

    const intake = random.poisson(5.6 * busy);
    for (let i = 0; i < intake; i++) {
      const at = timeOn(d);
      if (!at) continue;
      const pool = activeConsigners(at.getTime());
      const storeOwned = random.chance(0.06);
      newItem(d, at, storeOwned ? world.storeAccount : random.weighted(pool, (c) => c.volume), storeOwned);
    }
    if (random.chance(0.07)) {
      const at = timeOn(d);
      if (at) storeRequest(d, at);
    }

    for (const item of items.all) {
      if (item.lastDay >= d || item.next) continue;
      const status = item.state.status ?? '';
      if (['Active', 'WithdrawalDeclined'].includes(status)) liveDay(item, d, busy, weekend);
    }
    money.flushDay(d);
  }

  // Whatever the clock says, the lists that wait for someone hold a few items: each waiting status is topped
  // up from the last hours, on items whose last change was at least two days ago.
  const hoursAgo = (h: number) => new Date(now - h * 3_600_000);
  const count = (status: string) =>
    items.all.filter((i) => i.state.status === status && !i.state.deletedAt).length;
  const idle = () =>
    items.all.filter(
      (i) => i.state.status === 'Active' && !i.next && i.lastDay < -1 && consignerById.has(i.consignerId),
    );
  const ownerOf = (item: SimItem) => consignerPerson(consignerById.get(item.consignerId)!);
  const lower = (item: SimItem) => Math.max(3000, Math.round((item.state.price * 0.9) / 500) * 500);
  const topUps: [string, (item: SimItem, at: Date) => void][] = [
    [
      'RequestPriceChange',
      (i, at) => items.act(i, { type: 'requestPriceChange', requestedPrice: lower(i) }, ownerOf(i), at),
    ],
    [
      'StoreRequestPriceChange',
      (i, at) => items.act(i, { type: 'storeRequestPriceChange', requestedPrice: lower(i) }, world.owner, at),
    ],
    ['RequestWithdrawal', (i, at) => items.act(i, { type: 'requestInventoryWithdrawal' }, ownerOf(i), at)],
    [
      'InTransit',
      (i, at) =>
        items.act(
          i,
          { type: 'transfer', location: world.places.find((p) => p.location !== i.state.location)!.location },
          world.staff,
          at,
        ),
    ],
    ['PendingSale', (i, at) => money.sell(i, 0, at, false, true)],
  ];
  for (const [status, run] of topUps) {
    for (let k = count(status); k < 2; k++) {
      const item = random.pick(idle());
      run(item, hoursAgo(random.int(2, 20)));
      item.lastDay = 0;
    }
  }
  for (let k = count('Requested'); k < 3; k++) {
    newItem(
      0,
      hoursAgo(random.int(1, 20)),
      random.pick(world.consigners.filter((c) => c.joinedAt < now - 30 * DAY)),
      false,
      true,
    ).next = null;
  }
  for (let k = count('Pending'); k < 3; k++) {
    const item = newItem(
      0,
      hoursAgo(random.int(30, 44)),
      random.pick(world.consigners.filter((c) => c.joinedAt < now - 30 * DAY)),
      false,
      true,
    );
    item.next = null;
    items.act(item, { type: 'acceptRequestToSell' }, world.staff, hoursAgo(random.int(2, 20)));
  }
  for (const kind of ['Consignment', 'Buying'] as const) {
    if (count(kind) === 0) storeRequest(0, hoursAgo(random.int(2, 20)), kind);
  }
  return { items: items.all, orders: money.orders, payouts: money.payouts };
}
