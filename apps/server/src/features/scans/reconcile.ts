/**
 * Location reconciliation (spec 2 §2.11, §4): staff scan every item they find at a location and Run. The scan
 * keeps what was scanned and, as they were at that moment, the items that should be there but were not scanned
 * (Missing: in stock at the location) and the scanned items that should have left (Over Scanned: Sold or Paid),
 * so an earlier scan's VIEW shows its own result.
 */

import type { createScanBody } from '@backroom/domain/contract/scans';
import { inStatusGroup, STATUS_GROUPS } from '@backroom/domain/inventory/status-groups';
import { SCAN_MESSAGES } from '@backroom/domain/messages/scans';
import { desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { scans } from '../../db/schema';
import { badInput, notFound } from '../../http/errors';
import { loadPlaces } from '../inventory';
import { scanRows } from './scan-rows';

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

async function idsWhere(db: DbOrTx, where: ReturnType<typeof sql>) {
  const result = await db.execute(sql`select id, status from inventories i where ${where}`);
  return (result.rows as { id: number; status: string }[]).map((r) => ({
    id: Number(r.id),
    status: r.status,
  }));
}

export async function createScan(
  db: Db,
  {
    store,
    employeeId,
    input,
  }: { store: StoreRow; employeeId: number | null; input: z.output<typeof createScanBody> },
) {
  const places = await loadPlaces(db, store.id);
  const locationName = places.locationName(input.location);
  const locationId = locationName ? places.locationId(locationName) : null;
  if (!locationName || !locationId) throw badInput('Please select a location.');
  const wanted = [...new Set(input.inventories)];
  const scanId = await db.transaction(async (tx) => {
    const atLocation = sql`i.store_id = ${store.id} and i.location_id = ${locationId} and i.deleted_at is null`;
    const expected = await idsWhere(tx, sql`${atLocation} and i.status in (${list(STATUS_GROUPS.live)})`);
    // Only the location's own items count as scanned (the screen refuses others: "No items found ...").
    const scanned =
      wanted.length > 0
        ? await idsWhere(tx, sql`${atLocation} and i.id = any(${`{${wanted.join(',')}}`}::int[])`)
        : [];
    const scannedIds = new Set(scanned.map((s) => s.id));
    const missing = expected.filter((e) => !scannedIds.has(e.id)).map((e) => e.id);
    const over = scanned.filter((s) => inStatusGroup('sold', s.status)).map((s) => s.id);
    const [row] = await tx
      .insert(scans)
      .values({
        storeId: store.id,
        locationId,
        status: input.status,
        inventoryIds: wanted.filter((id) => scannedIds.has(id)),
        missingIds: missing.sort((a, b) => a - b),
        overScannedIds: over.sort((a, b) => a - b),
        expectedCount: expected.length,
        createdBy: employeeId,
      })
      .returning({ id: scans.id });
    return row!.id;
  });
  return scanDetail(db, store, scanId);
}

type ScanRow = typeof scans.$inferSelect;

function summary(row: ScanRow, locationName: string | null) {
  return {
    id: row.id,
    createdAt: row.createdAt,
    status: row.status,
    locationId: row.locationId,
    location: locationName,
    scannedCount: row.inventoryIds.length,
    missingCount: row.missingIds.length,
    overScannedCount: row.overScannedIds.length,
    expectedCount: row.expectedCount,
  };
}

export async function listScans(
  db: Db,
  storeId: number,
  query: { location?: string | number | null; limit: number },
) {
  const places = await loadPlaces(db, storeId);
  const locationName = query.location ? places.locationName(query.location) : null;
  const locationId = locationName ? places.locationId(locationName) : null;
  const rows = await db
    .select()
    .from(scans)
    .where(storeScoped(scans, storeId, locationId ? eq(scans.locationId, locationId) : undefined))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(query.limit);
  const names = new Map<number, string>();
  const result = await db.execute(sql`select id, name from locations where store_id = ${storeId}`);
  for (const l of result.rows as { id: number; name: string }[]) names.set(Number(l.id), l.name);
  return { scans: rows.map((r) => summary(r, names.get(r.locationId) ?? null)) };
}

/** GET /api/scans/{id}: the scan, its Missing items (`inventories`), what was scanned and what was over scanned. */
export async function scanDetail(db: DbOrTx, store: StoreRow, id: number) {
  const [row] = await db
    .select()
    .from(scans)
    .where(storeScoped(scans, store.id, eq(scans.id, id)));
  if (!row) throw notFound(SCAN_MESSAGES.notFound);
  const [location, missing, scanned] = await Promise.all([
    db.execute(sql`select name from locations where store_id = ${store.id} and id = ${row.locationId}`),
    scanRows(db, store, row.missingIds),
    scanRows(db, store, row.inventoryIds),
  ]);
  const over = new Set(row.overScannedIds);
  const name = (location.rows[0] as { name: string } | undefined)?.name ?? null;
  return {
    scan: summary(row, name),
    inventories: missing,
    scannedInventories: scanned,
    overScanned: scanned.filter((s) => over.has(s.id)),
  };
}
