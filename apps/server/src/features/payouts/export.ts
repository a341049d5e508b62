/**
 * payoutExport.csv: the chosen items (Ready to pay) or a payout's items, with the consigner's payout account and
 * bank details only for staff allowed to see them (docs/security.md, "Bank details").
 */

import type { payoutExportBody } from '@backroom/domain/contract/payout-requests';
import { csvCell } from '@backroom/domain/csv';
import { PAYOUT_MESSAGES } from '@backroom/domain/messages/payouts';
import { formatMoneyForCsv } from '@backroom/domain/money-format';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import type { DbOrTx } from '../../db/client';
import { badInput, notFound } from '../../http/errors';
import { idSet } from './sql-ids';

export const PAYOUT_EXPORT_FILE = 'payoutExport.csv';

const BANK_COLUMNS = [
  'payout account',
  'account name',
  'account number',
  'routing number',
  'swift code',
  'iban',
  'bank',
];
const HEADER = [
  'consigner id',
  'consigner',
  'email',
  'payout type',
  ...BANK_COLUMNS,
  'item id',
  'code',
  'title',
  'sku',
  'size',
  'sold on',
  'sold price',
  'payout amount',
  'item status',
  'payout',
];

export async function payoutCsv(
  db: DbOrTx,
  {
    store,
    body,
    withBankDetails,
  }: { store: StoreRow; body: z.output<typeof payoutExportBody>; withBankDetails: boolean },
) {
  if (!body.payoutId && !body.inventoriesToExport?.length) throw badInput('Please select at least 1 item');
  if (body.payoutId) {
    const found = await db.execute(
      sql`select 1 from payouts where store_id = ${store.id} and id = ${body.payoutId}`,
    );
    if (found.rows.length === 0) throw notFound(PAYOUT_MESSAGES.notFound);
  }
  const scope = body.payoutId
    ? sql`i.id in (select inventory_id from payout_items where store_id = ${store.id} and payout_id = ${body.payoutId})`
    : sql`i.id in ${idSet(body.inventoriesToExport!)}`;
  // A payout's export shows its own lines (also those a failure released); chosen items their live payout.
  const line = body.payoutId ? sql`pi.payout_id = ${body.payoutId}` : sql`pi.live`;
  const result = await db.execute(sql`
    select c.id as cid, trim(c.first_name || ' ' || c.last_name) as cname, c.email, c.payout_type, c.payout_data,
      coalesce(c.bank_data->>'accountName', c.account_name) as account_name,
      coalesce(c.bank_data->>'accountNumber', c.account_number) as account_number,
      c.bank_data->>'routingNumber' as routing, c.bank_data->>'swiftCode' as swift, c.bank_data->>'ibanNumber' as iban,
      coalesce(c.bank_data->>'bank', c.bank) as bank, i.id, i.code, p.title, p.sku, i.option1_value,
      to_char(i.sold_on at time zone ${store.timeZone}, 'YYYY-MM-DD') as sold_on, i.sold_price,
      coalesce(pi.amount, i.payout_amount) as payout, i.status, po.name as payout_name
    from inventories i join products p on p.store_id = i.store_id and p.id = i.product_id
    left join payout_items pi on pi.store_id = i.store_id and pi.inventory_id = i.id and ${line}
    left join payouts po on po.store_id = pi.store_id and po.id = pi.payout_id
    join consigners c on c.store_id = i.store_id and c.id = coalesce(pi.consigner_id, i.consigner_id)
    where i.store_id = ${store.id} and ${scope}
    order by c.last_name, c.first_name, c.id, i.id`);
  const money = (v: unknown) =>
    v === null || v === undefined ? '' : formatMoneyForCsv(Number(v), store.currency);
  const bankStart = HEADER.indexOf(BANK_COLUMNS[0]!);
  const withoutBank = (cells: unknown[]) =>
    withBankDetails ? cells : cells.filter((_, i) => i < bankStart || i >= bankStart + BANK_COLUMNS.length);
  const lines = [withoutBank(HEADER).map(csvCell).join(',')];
  for (const r of result.rows as Record<string, unknown>[]) {
    lines.push(
      withoutBank([
        r.cid,
        r.cname,
        r.email,
        r.payout_type,
        r.payout_data,
        r.account_name,
        r.account_number,
        r.routing,
        r.swift,
        r.iban,
        r.bank,
        r.id,
        r.code,
        r.title,
        r.sku,
        r.option1_value,
        r.sold_on,
        money(r.sold_price),
        money(r.payout),
        r.status,
        r.payout_name,
      ])
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
