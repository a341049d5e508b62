/**
 * Synthetic answers of realistic size for the serialisation benchmark (serialization.ts). Each is typed against its
 * contract (`satisfies`), so a field the contract gains is a type error here, not a crash of `npm run bench`.
 */
import type { consignersPage } from '@backroom/domain/contract/consigners';
import type { ordersPage } from '@backroom/domain/contract/orders';
import type { payoutsPage } from '@backroom/domain/contract/payouts';
import type { dashboardAnswer } from '@backroom/domain/contract/reports';
import type { z } from 'zod';

const days = (n: number) =>
  Array.from({ length: n }, (_, i) => `2026-0${1 + Math.floor(i / 31)}-${(i % 28) + 1}`);
const metric = (n: number) => ({
  total: 1234.5,
  previous: 1000,
  growth: 23.45,
  daily: days(n).map((date, i) => ({ date, value: i * 10.5 })),
});

export const dashboard = {
  range: { start: '2026-01-01', end: '2026-03-31', previousStart: '2025-10-03', previousEnd: '2025-12-31' },
  currency: 'USD',
  revenue: metric(90),
  cost: metric(90),
  profit: metric(90),
  activeInventoryValue: { total: 99_000, count: 420 },
  pendingPayouts: {
    total: 500,
    owed: 400,
    buyingDue: 100,
    readyToPay: 300,
    balanceRecovered: 20,
    inUnpaidPayouts: 80,
  },
  paidPayouts: metric(90),
  storeInventory: { amount: 10, cost: 5, count: 2 },
  inventoryUnits: {
    active: 420,
    sold: metric(90),
    newListings: metric(90),
    byStatus: { Active: 420, Sold: 80 },
  },
  expiringThisWeek: 12,
  markdownsThisMonth: 5,
  daily: days(90).map((date) => ({ date, sales: 100, profit: 20, newListings: 3 })),
} satisfies z.input<typeof dashboardAnswer>;

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
export const consignersPageAnswer = {
  consigners: Array.from({ length: 50 }, (_, i) => consigner(i + 1)),
  total: 5000,
  totalCapped: false,
  page: 1,
  pageSize: 50,
} satisfies z.input<typeof consignersPage>;

const money = (i: number) => Math.round(i * 137.5) / 100;
const stamp = (i: number) => new Date(Date.UTC(2026, 0, 1 + (i % 300), 10, i % 60));

const orderLine = (orderId: number, n: number) => ({
  id: orderId * 10 + n,
  inventoryId: orderId * 10 + n,
  externalId: `13300${orderId}${n}`,
  title: `Jordan 1 Retro High OG Chicago - ${8 + n} / New`,
  price: money(orderId + n),
  discount: 0,
  conflict: null,
  unmatched: null,
  code: `C${orderId}${n}`,
  status: 'Sold',
  soldPrice: money(orderId + n),
  payoutAmount: money(orderId),
  option1Value: String(8 + n),
  option2Value: 'New',
  option3Value: null,
  image: 'https://cdn.example.com/products/jordan-1-chicago.jpg',
  sku: '555088-101',
  productId: 7,
  consigner: { id: 4, name: 'Ada Jones', isStoreAccount: false },
});

/** GET /api/orders: a page of 50 orders of two lines, dates as strings as PostgreSQL's JSON gives them. */
export const ordersPageAnswer = {
  orders: Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    name: `#${1000 + i}`,
    channel: 'shopify',
    externalId: `55123${i}`,
    status: 'paid',
    customer: { first_name: 'Sam Lee', email: `sam${i}@example.com` },
    total: money(i * 2),
    orderDate: stamp(i).toISOString(),
    updatedAt: stamp(i).toISOString(),
    flagged: false,
    unmatchedCount: 0,
    itemCount: 2,
    lineItems: [orderLine(i + 1, 1), orderLine(i + 1, 2)],
  })),
  total: 12_000,
  page: 1,
  pageSize: 50,
} satisfies z.input<typeof ordersPage>;

const share = (payoutId: number, n: number) => ({
  consignerId: payoutId * 3 + n,
  name: `Sally Seller ${n}`,
  email: `sally${n}@example.com`,
  payoutType: 'Bank',
  payoutData: null,
  bankData: { routingNumber: '021000021', accountNumber: '12345678' },
  accountName: `Sally Seller ${n}`,
  accountNumber: '12345678',
  bank: 'First Bank',
  bankType: 'Checking',
  branchCode: '021000021',
  gross: money(payoutId + n),
  negativeBalance: 0,
  total: money(payoutId + n),
  itemCount: 3,
  status: 'pending' as const,
  error: null,
  chequesIssued: 0,
  cheques: 1,
  chequeError: false,
  moved: false,
});

/** GET /api/payouts: a page of 50 payouts of three consigners each. */
export const payoutsPageAnswer = {
  payouts: Array.from({ length: 50 }, (_, i) => ({
    id: i + 1,
    name: `Payout #${i + 1}`,
    status: 'Pending',
    total: money(i * 9),
    provider: 'manual',
    automated: false,
    primaryAction: 'markPaid',
    autoPayoutInProgress: false,
    settled: false,
    createdAt: stamp(i).toISOString(),
    paidAt: null,
    lastError: null,
    attempts: 0,
    itemCount: 9,
    consigners: [share(i, 1), share(i, 2), share(i, 3)],
  })),
  total: 800,
  page: 1,
  pageSize: 50,
} satisfies z.input<typeof payoutsPage>;
