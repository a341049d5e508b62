/** The shop report as CSV (shopReport.csv): one section per block, then the daily series, for a spreadsheet. */
import { csvLine } from '@backroom/domain/csv';
import { toMinor } from '@backroom/domain/money';
import { formatMoneyForCsv } from '@backroom/domain/money-format';
import type { shopReport } from './store-reports';

type ShopReport = Awaited<ReturnType<typeof shopReport>>;

export const SHOP_REPORT_FILE = 'shopReport.csv';

export function shopReportCsv(r: ShopReport): string {
  // Amounts as plain numbers with the currency's decimals (money-format), counts as they are.
  const money = (major: number) => formatMoneyForCsv(toMinor(major, r.currency), r.currency);
  let out = csvLine([
    'Shop report',
    `${r.range.start} to ${r.range.end}`,
    `previous ${r.range.previousStart} to ${r.range.previousEnd}`,
    r.currency,
  ]);
  out += csvLine([]);
  out += csvLine(['figure', 'total', 'previous', 'growth %']);
  const figures = [
    ['sales', r.sales, money],
    ['profit', r.profit, money],
    ['activeListings', r.activeListings, String],
    ['newListings', r.newListings, String],
    ['totalInventoryValue', r.totalInventoryValue, money],
  ] as const;
  for (const [name, m, f] of figures) out += csvLine([name, f(m.total), f(m.previous), m.growth]);
  out += csvLine(['totalPendingPayouts', money(r.totalPendingPayouts.total), '', '']);
  out += csvLine([
    'owedForSales (became owed in the range)',
    money(r.totalPendingPayouts.accrued),
    money(r.totalPendingPayouts.previous),
    r.totalPendingPayouts.growth,
  ]);
  out += csvLine(['pendingPriceRequests', r.pendingPriceRequests, '', '']);
  out += csvLine(['pendingWithdrawalRequests', r.pendingWithdrawalRequests, '', '']);
  out += csvLine([]);
  out += csvLine(['inventoriesByAge', 'count', 'value']);
  for (const a of r.inventoriesByAge) out += csvLine([a.bucket, a.count, money(a.value)]);
  out += csvLine([]);
  out += csvLine(['inventoriesByCategory', 'count', 'value']);
  for (const c of r.inventoriesByCategory) out += csvLine([c.category, c.count, money(c.value)]);
  out += csvLine([]);
  out += csvLine(['inventoriesByLocation', 'count', 'value']);
  for (const l of r.inventoriesByLocation) out += csvLine([l.location, l.count, money(l.value)]);
  out += csvLine([]);
  out += csvLine(['consignersBySalesVolume', 'sold units', 'sales']);
  for (const c of r.consignersBySalesVolume) out += csvLine([c.name, c.soldUnits, money(c.sales)]);
  out += csvLine([]);
  out += csvLine([
    'date',
    'sales',
    'profit',
    'newListings',
    'activeListings',
    'inventoryValue',
    'owedForSales',
    'paidPayouts',
  ]);
  r.sales.daily.forEach((d, i) => {
    out += csvLine([
      d.date,
      money(d.value),
      money(r.profit.daily[i]!.value),
      r.newListings.daily[i]!.value,
      r.activeListings.daily[i]!.value,
      money(r.totalInventoryValue.daily[i]!.value),
      money(r.totalPendingPayouts.daily[i]!.value),
      money(r.totalPendingPayouts.paidDaily[i]!.value),
    ]);
  });
  return out;
}
