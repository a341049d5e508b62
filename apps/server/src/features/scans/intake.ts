/**
 * Save of the scan intake wizard: the consigner's scanned items are taken in at the chosen location in ONE
 * transaction through the domain transitions: Requested items are accepted as requests to sell, then every
 * item is accepted (Pending → Active at the location, acceptedOn now, the consigner's e-mail queued). Any
 * refusal (an item taken meanwhile, a buying item without a payment type) rolls the whole save back.
 */

import type { intakeBody } from '@backroom/domain/contract/scans';
import { messages } from '@backroom/domain/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor';
import type { StoreRow } from '../../core/store';
import type { Db } from '../../db/client';
import { badInput } from '../../http/errors';
import { applyInTx, type Failure, failureError, loadPlaces, notFoundFailure } from '../inventory';

export type IntakeInput = z.output<typeof intakeBody>;

export async function saveIntake(
  db: Db,
  { store, who, input }: { store: StoreRow; who: Actor; input: IntakeInput },
) {
  const places = await loadPlaces(db, store.id);
  const location = places.locationName(input.location)!;
  const subLocation = places.subLocationName(location, input.subLocation ?? null);
  const ids = [...new Set(input.ids)];
  // Saying "accepted" for nothing would tell the counter that items came in when none did.
  if (ids.length === 0) throw badInput(messages.nothingToAccept);

  return db.transaction(async (tx) => {
    const found = await tx.execute(
      sql`select id, status from inventories
          where store_id = ${store.id} and consigner_id = ${input.consigner} and deleted_at is null
            and id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    );
    const rows = found.rows as { id: number; status: string }[];
    const mine = new Set(rows.map((r) => Number(r.id)));
    const failed: Failure[] = ids.filter((id) => !mine.has(id)).map(notFoundFailure);
    const requested = rows.filter((r) => r.status === 'Requested').map((r) => Number(r.id));
    if (requested.length > 0) {
      const step = await applyInTx(tx, {
        store,
        who,
        ids: requested,
        call: 'scanIntake',
        action: () => ({ type: 'acceptRequestToSell', location, subLocation }),
      });
      failed.push(...step.failed);
    }
    const failedIds = new Set(failed.map((f) => f.id));
    const accept = ids.filter((id) => mine.has(id) && !failedIds.has(id));
    const outcome =
      accept.length > 0
        ? await applyInTx(tx, {
            store,
            who,
            ids: accept,
            call: 'scanIntake',
            action: () => ({
              type: 'acceptInventory',
              location,
              subLocation,
              paymentType: input.paymentType ?? null,
            }),
          })
        : { updated: [], failed: [] };
    failed.push(...outcome.failed);
    // All or nothing: a half-taken intake (accepted as a request, not yet Active) would confuse the counter.
    if (failed.length > 0) throw failureError(failed[0]!);
    return { ids: outcome.updated, message: messages.inventoryAccepted };
  });
}
