/**
 * What writing an answer costs (issue #20): JSON.stringify of the handler's object (before), the contract's
 * fast-json-stringify serializer (production), and the same with the zod check (development and tests).
 * `node --import tsx apps/server/bench/serialization.ts`. Synthetic answers of realistic size, no database.
 */
import { consignersPage } from '@backroom/domain/contract/consigners';
import { ordersPage } from '@backroom/domain/contract/orders';
import { payoutsPage } from '@backroom/domain/contract/payouts';
import { dashboardAnswer } from '@backroom/domain/contract/reports';
import type { z } from 'zod';
import { contractSerializerCompiler } from '../src/http/contract';
import {
  consignersPageAnswer,
  dashboard,
  ordersPageAnswer,
  payoutsPageAnswer,
} from './serialization-answers';

/** Writes per second, timed for `ms` after as many warm-up writes (the smoke run uses a few ms). */
function perSecond(write: () => string, ms: number): number {
  for (let i = 0; i < ms; i++) write();
  const end = performance.now() + ms;
  let n = 0;
  while (performance.now() < end) {
    write();
    n++;
  }
  return Math.round((n * 1000) / ms);
}

const ANSWERS: [string, z.ZodType, unknown][] = [
  ['GET /api/inventories/getdasboardInventory (90 days)', dashboardAnswer, dashboard],
  ['GET /api/consigners (page of 50)', consignersPage, consignersPageAnswer],
  ['GET /api/orders (page of 50, 2 lines each)', ordersPage, ordersPageAnswer],
  ['GET /api/payouts (page of 50, 3 consigners each)', payoutsPage, payoutsPageAnswer],
];

/** The table: answers written per second before (JSON.stringify) and after (through the schema). */
export function serializationTable(ms = 2000) {
  return ANSWERS.map(([name, schema, data]) => {
    const wrapped = { data, error: null };
    const at = { schema, method: 'GET', url: '/api/x', httpStatus: '200' };
    const fast = contractSerializerCompiler({ check: false })(at);
    const checked = contractSerializerCompiler({ check: true })(at);
    return {
      answer: name,
      'JSON.stringify /s': perSecond(() => JSON.stringify(wrapped), ms),
      'contract (production) /s': perSecond(() => fast(wrapped), ms),
      'contract + zod check /s': perSecond(() => checked(wrapped), ms),
      'bytes before': JSON.stringify(wrapped).length,
      'bytes after': fast(wrapped).length,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) console.table(serializationTable());
