/**
 * The setup checklist (issue 33): each step read from the store's own rows in one statement, and the flag that
 * puts the checklist away (stores.settings.setupChecklistDismissed). What "done" means per step is written in
 * docs/decisions.md; the creation defaults it compares with are createStore's.
 */
import { ONLINE_MARKETPLACE_LOCATION } from '@backroom/domain/constants';
import type { SetupChecklistAnswer } from '@backroom/domain/contract/setup';
import { SETUP_STEPS, type SetupStepKey } from '@backroom/domain/setup-checklist';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetStoreCache } from '../../http/store-resolution';

type Row = Record<SetupStepKey, boolean> & { dismissed: boolean };

export async function setupChecklist(db: Db, storeId: number): Promise<SetupChecklistAnswer> {
  const result = await db.execute(sql`
    select
      s.updated_at > s.created_at as "fees",
      exists (
        select 1 from consigner_types t where t.store_id = s.id
          and (t.account_type <> 'Standard' or t.selling_fee <> 20 or t.min_fee <> 0 or t.flat_fee <> 0
               or not t.is_default)
      ) as "consignerTypes",
      exists (select 1 from consignment_terms c where c.store_id = s.id) as "terms",
      exists (
        select 1 from locations l where l.store_id = s.id and l.name <> ${ONLINE_MARKETPLACE_LOCATION}
          and (l.name <> 'Main Store' or coalesce(l.address, '') <> '')
      ) as "locations",
      s.settings ? 'labelSize' or s.settings ? 'labelOptions' as "label",
      exists (
        select 1 from consigners c where c.store_id = s.id and not c.is_store_account and c.deleted_at is null
      ) as "firstConsigner",
      exists (
        select 1 from inventories i where i.store_id = s.id and i.printed and i.accepted_on is not null
          and i.deleted_at is null
      ) as "firstItemTagged",
      (select count(*) from employees e where e.store_id = s.id and e.deleted_at is null) > 1 as "staffInvited",
      s.shop is not null or s.online_marketplace as "storefront",
      coalesce((s.settings ->> 'setupChecklistDismissed')::boolean, false) as "dismissed"
    from stores s where s.id = ${storeId}`);
  const row = result.rows[0] as Row;
  const steps = SETUP_STEPS.map((key) => ({ key, done: Boolean(row[key]) }));
  return {
    steps,
    done: steps.filter((s) => s.done).length,
    total: steps.length,
    dismissed: Boolean(row.dismissed),
  };
}

/** Puts the checklist away (or back): only the flag changes, so saving it does not count as saving the settings. */
export async function setSetupChecklistDismissed(db: Db, storeId: number, dismissed: boolean) {
  await db.execute(sql`
    update stores set settings = settings || jsonb_build_object('setupChecklistDismissed', ${dismissed}::boolean)
    where id = ${storeId}`);
  forgetStoreCache();
}
