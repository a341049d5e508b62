/** The shop report as CSV (shopReport.csv): one section per block, then the daily series, for a spreadsheet. */
import { csvLine } from '@backroom/domain/csv';
import type { shopReport } from './store-reports';

type ShopReport = Awaited<ReturnType<typeof shopReport>>;

export const SHOP_REPORT_FILE = 'shopReport.csv';

export function shopReportCsv(r: ShopReport): string {
  let out = csvLine([
    'Shop report',
    `${r.range.start} to ${r.range.end}`,
    `previous ${r.range.previousStart} to ${r.range.previousEnd}`,
    r.currency,
  ]);
  out += csvLine([]);
  out += csvLine(['figure', 'total', 'previous', 'growth %']);
  const figures = [
    ['sales', r.sales],
    ['profit', r.profit],
    ['activeListings', r.activeListings],
    ['newListings', r.newListings],
    ['totalInventoryValue', r.totalInventoryValue],
  ] as const;
  for (const [name, m] of figures) out += csvLine([name, m.total, m.previous, m.growth]);
  out += csvLine(['totalPendingPayouts', r.totalPendingPayouts.total, '', '']);
  out += csvLine([
    'owedForSales (became owed in the range)',
    r.totalPendingPayouts.accrued,
    r.totalPendingPayouts.previous,
    r.totalPendingPayouts.growth,
  ]);
  out += csvLine(['pendingPriceRequests', r.pendingPriceRequests, '', '']);
  out += csvLine(['pendingWithdrawalRequests', r.pendingWithdrawalRequests, '', '']);
  out += csvLine([]);
  out += csvLine(['inventoriesByAge', 'count', 'value']);
  for (const a of r.inventoriesByAge) out += csvLine([a.bucket, a.count, a.value]);
  out += csvLine([]);
  out += csvLine(['inventoriesByCategory', 'count', 'value']);
  for (const c of r.inventoriesByCategory) out += csvLine([c.category, c.count, c.value]);
  out += csvLine([]);
  out += csvLine(['inventoriesByLocation', 'count', 'value']);
  for (const l of r.inventoriesByLocation) out += csvLine([l.location, l.count, l.value]);
  out += csvLine([]);
  out += csvLine(['consignersBySalesVolume', 'sold units', 'sales']);
  for (const c of r.consignersBySalesVolume) out += csvLine([c.name, c.soldUnits, c.sales]);
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
      d.value,
      r.profit.daily[i]!.value,
      r.newListings.daily[i]!.value,
      r.activeListings.daily[i]!.value,
      r.totalInventoryValue.daily[i]!.value,
      r.totalPendingPayouts.daily[i]!.value,
      r.totalPendingPayouts.paidDaily[i]!.value,
    ]);
  });
  return out;
}
