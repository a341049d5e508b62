/** The shop report as CSV (shopReport.csv): one section per block, then the daily series, for a spreadsheet. */
import { csvCell } from '../consigners/export';
import type { shopReport } from './store-reports';

type ShopReport = Awaited<ReturnType<typeof shopReport>>;

export const SHOP_REPORT_FILE = 'shopReport.csv';

const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export function shopReportCsv(r: ShopReport): string {
  let out = line([
    'Shop report',
    `${r.range.start} to ${r.range.end}`,
    `previous ${r.range.previousStart} to ${r.range.previousEnd}`,
    r.currency,
  ]);
  out += line([]);
  out += line(['figure', 'total', 'previous', 'growth %']);
  const figures = [
    ['sales', r.sales],
    ['profit', r.profit],
    ['activeListings', r.activeListings],
    ['newListings', r.newListings],
    ['totalInventoryValue', r.totalInventoryValue],
  ] as const;
  for (const [name, m] of figures) out += line([name, m.total, m.previous, m.growth]);
  out += line(['totalPendingPayouts', r.totalPendingPayouts.total, '', '']);
  out += line([
    'owedForSales (became owed in the range)',
    r.totalPendingPayouts.accrued,
    r.totalPendingPayouts.previous,
    r.totalPendingPayouts.growth,
  ]);
  out += line(['pendingPriceRequests', r.pendingPriceRequests, '', '']);
  out += line(['pendingWithdrawalRequests', r.pendingWithdrawalRequests, '', '']);
  out += line([]);
  out += line(['inventoriesByAge', 'count', 'value']);
  for (const a of r.inventoriesByAge) out += line([a.bucket, a.count, a.value]);
  out += line([]);
  out += line(['inventoriesByCategory', 'count', 'value']);
  for (const c of r.inventoriesByCategory) out += line([c.category, c.count, c.value]);
  out += line([]);
  out += line(['inventoriesByLocation', 'count', 'value']);
  for (const l of r.inventoriesByLocation) out += line([l.location, l.count, l.value]);
  out += line([]);
  out += line(['consignersBySalesVolume', 'sold units', 'sales']);
  for (const c of r.consignersBySalesVolume) out += line([c.name, c.soldUnits, c.sales]);
  out += line([]);
  out += line([
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
    out += line([
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
