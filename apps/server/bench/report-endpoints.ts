/**
 * Dashboard and reports (issue 9): the default range (last 30 days) and a whole quarter, the shop report, and
 * consigner reports rotating over 50 consigners. The bare SQL is the statements the report runs, built by the
 * same functions: the dashboard's figures and its consignment-terms tiles, the shop report's figures with its
 * extras, the consigner report's one statement.
 */
import { addDays, todayIn } from '@backroom/domain/dates';
import { consignerReportSql } from '../src/features/reports/consigner-report';
import { reportRange } from '../src/features/reports/range';
import { storeStatsSql } from '../src/features/reports/stats';
import { storeFiguresExtras } from '../src/features/reports/store-figures';
import { shopReportExtras } from '../src/features/reports/store-reports';
import { termsFiguresSql } from '../src/features/reports/terms-figures';
import type { BenchContext, BenchEndpoint } from './endpoints';
import { named } from './named';

export function reportEndpoints(): BenchEndpoint[] {
  const today = todayIn('UTC');
  const query = (days: number) => ({
    dateRangeStart: addDays(today, -days),
    dateRangeEnd: addDays(today, 1),
  });
  const range = (days: number) => new URLSearchParams(query(days)).toString();
  // The bench store keeps the default time zone (UTC).
  const reportRangeOf = (days: number) => reportRange(query(days), 'UTC');
  const dashboardSql = (c: BenchContext, days: number) => {
    const r = reportRangeOf(days);
    return [
      named(storeStatsSql(c.storeId, r, storeFiguresExtras(c.storeId))),
      termsFiguresSql(c.storeId, r.today, r.timeZone),
    ];
  };
  return [
    {
      name: 'GET /api/inventories/getdasboardInventory (dashboard, last 30 days)',
      method: 'GET',
      path: () => `/api/inventories/getdasboardInventory?${range(30)}`,
      auth: true,
      bareSql: (c) => dashboardSql(c, 30),
    },
    {
      name: 'GET /api/inventories/getdasboardInventory (dashboard, last 90 days)',
      method: 'GET',
      path: () => `/api/inventories/getdasboardInventory?${range(90)}`,
      auth: true,
      bareSql: (c) => dashboardSql(c, 90),
    },
    {
      name: 'GET /api/reports/shop (shop report, last 30 days)',
      method: 'GET',
      path: () => `/api/reports/shop?${range(30)}`,
      auth: true,
      bareSql: (c) => [
        storeStatsSql(
          c.storeId,
          reportRangeOf(30),
          storeFiguresExtras(c.storeId, shopReportExtras(c.storeId, reportRangeOf(30))),
        ),
      ],
    },
    {
      name: 'GET /api/consigners/consignerReport (50 consigners in turn, last 30 days)',
      method: 'GET',
      path: (c) => `/api/consigners/consignerReport?consigner=${c.consignerIds[0]}&${range(30)}`,
      rotate: (c) =>
        c.consignerIds.map((id) => `/api/consigners/consignerReport?consigner=${id}&${range(30)}`),
      auth: true,
      bareSql: (c) => [
        named(
          consignerReportSql(
            { storeId: c.storeId, consignerId: c.consignerIds[0]!, currency: 'USD' },
            reportRangeOf(30),
            {},
          ),
        ),
      ],
    },
  ];
}
