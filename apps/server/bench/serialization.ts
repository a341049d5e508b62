/**
 * What writing an answer costs (issue #20): JSON.stringify of the handler's object (before), the contract's
 * fast-json-stringify serializer (production), and the same with the zod check (development and tests).
 * `node --import tsx apps/server/bench/serialization.ts`. Synthetic answers of realistic size, no database.
 */
import { consignersPage } from '@backroom/domain/contract/consigners';
import { dashboardAnswer } from '@backroom/domain/contract/reports';
import { contractSerializerCompiler } from '../src/http/contract';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => `2026-0${1 + Math.floor(i / 31)}-${(i % 28) + 1}`);
const metric = (n: number) => ({
  total: 1234.5,
  previous: 1000,
  growth: 23.45,
  daily: days(n).map((date, i) => ({ date, value: i * 10.5 })),
});

const dashboard = {
  range: { start: '2026-01-01', end: '2026-03-31', previousStart: '2025-10-03', previousEnd: '2025-12-31' },
  currency: 'USD',
  revenue: metric(90),
  cost: metric(90),
  profit: metric(90),
  activeInventoryValue: { total: 99_000, count: 420 },
  pendingPayouts: { total: 500, owed: 400, buyingDue: 100 },
  paidPayouts: metric(90),
  storeInventory: { amount: 10, cost: 5, count: 2 },
  inventoryUnits: {
    active: 420,
    sold: metric(90),
    newListings: metric(90),
    byStatus: { Active: 420, Sold: 80 },
  },
  daily: days(90).map((date) => ({ date, sales: 100, profit: 20, newListings: 3 })),
};

const consigner = (id: number) => ({
  id,
  firstName: 'Sally',
  lastName: `Seller ${id}`,
  email: `sally${id}@example.com`,
  phone: '+1 555 0100',
  address: '1 Main Street, Springfield',
  accountType: 'Standard',
  consignerTypeId: 1,
  payoutType: 'Bank',
  isActive: true,
  isStoreAccount: false,
  marketplaceLocation: false,
  chargeTax: false,
  acceptedTOS: true,
  fbUserId: '6f1c1d8e-1111-4b9c-9a1e-7f0e5a2b3c4d',
  createdAt: new Date('2026-01-02T03:04:05Z'),
  ffData: { fee: 20, sales: 1234.5, profit: 246.9 },
  // A column the schema does not name: JSON.stringify sends it, the contract does not.
  searchText: `sally seller ${id}`,
});
const page = {
  consigners: Array.from({ length: 50 }, (_, i) => consigner(i + 1)),
  total: 5000,
  totalCapped: false,
  page: 1,
  pageSize: 50,
};

function perSecond(write: () => string): number {
  for (let i = 0; i < 2000; i++) write();
  const end = performance.now() + 2000;
  let n = 0;
  while (performance.now() < end) {
    write();
    n++;
  }
  return Math.round(n / 2);
}

const rows = [];
for (const [name, schema, data] of [
  ['GET /api/inventories/getdasboardInventory (90 days)', dashboardAnswer, dashboard],
  ['GET /api/consigners (page of 50)', consignersPage, page],
] as const) {
  const wrapped = { data, error: null };
  const at = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
  const fast = contractSerializerCompiler({ check: false })(at);
  const checked = contractSerializerCompiler({ check: true })(at);
  rows.push({
    answer: name,
    'JSON.stringify /s': perSecond(() => JSON.stringify(wrapped)),
    'contract (production) /s': perSecond(() => fast(wrapped)),
    'contract + zod check /s': perSecond(() => checked(wrapped)),
    'bytes before': JSON.stringify(wrapped).length,
    'bytes after': fast(wrapped).length,
  });
}
console.table(rows);
