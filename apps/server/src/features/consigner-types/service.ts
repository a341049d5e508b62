import { TYPE_MESSAGES } from '@backroom/domain/messages/consigner-types';
import { fromMinor, toMinor } from '@backroom/domain/money';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { listTypeRows, type TypeRow, toFeeRow } from '../../core/consigner-type-rows';
import { storeScoped } from '../../core/store-scope';
import type { Db, DbOrTx } from '../../db/client';
import { consignerTypes } from '../../db/schema';
import { conflict, isUniqueViolation, notFound, ruleViolation } from '../../http/errors';

export { listTypeRows, type TypeRow, toFeeRow };

const NAME_RULE_INDEX = 'consigner_types_store_name_rule_uq';

/** Names are unique per store in any case: "gold" next to "Gold" would be ambiguous in every list and export. */
async function checkSpelling(tx: DbOrTx, storeId: number, name: string, exceptId = 0) {
  const [other] = await tx
    .select({ accountType: consignerTypes.accountType })
    .from(consignerTypes)
    .where(
      and(
        scoped(storeId),
        ne(consignerTypes.id, exceptId),
        sql`lower(${consignerTypes.accountType}) = lower(${name})`,
        ne(consignerTypes.accountType, name),
      ),
    )
    .limit(1);
  if (other) throw conflict(TYPE_MESSAGES.spelling(other.accountType));
}

/** The unique index decides races between two creates of the same type; the loser gets a 409 in words. */
async function namedClash<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, NAME_RULE_INDEX)) throw conflict(TYPE_MESSAGES.nameTaken);
    throw err;
  }
}

/** Amounts leave in major units of the store's currency (stored as minor units). */
export function toConsignerType(row: TypeRow, currency: string) {
  return {
    id: row.id,
    accountType: row.accountType,
    sellingFee: row.sellingFee,
    minFee: fromMinor(row.minFee, currency),
    flatFee: fromMinor(row.flatFee, currency),
    isDefault: row.isDefault,
    category: row.category,
    categories: row.categories,
    option1Value: row.option1Value,
    option2Value: row.option2Value,
    option3Value: row.option3Value,
    consignmentTermsId: row.consignmentTermsId,
  };
}

const scoped = (storeId: number, id?: number) =>
  id === undefined
    ? storeScoped(consignerTypes, storeId)
    : storeScoped(consignerTypes, storeId, eq(consignerTypes.id, id));

export async function findTypeRow(db: DbOrTx, storeId: number, id: number): Promise<TypeRow | null> {
  const [row] = await db.select().from(consignerTypes).where(scoped(storeId, id)).limit(1);
  return row ?? null;
}

export async function getTypeRow(db: DbOrTx, storeId: number, id: number): Promise<TypeRow> {
  const row = await findTypeRow(db, storeId, id);
  if (!row) throw notFound(TYPE_MESSAGES.notFound);
  return row;
}

/** The rows of one type (rows sharing the accountType name); 404 when the store has no such type. */
export async function rowsOfAccountType(db: Db, storeId: number, accountType: string) {
  const rows = await db
    .select()
    .from(consignerTypes)
    .where(and(scoped(storeId), eq(consignerTypes.accountType, accountType)))
    .orderBy(asc(consignerTypes.id));
  if (rows.length === 0) throw notFound(TYPE_MESSAGES.notFound);
  return rows;
}

/** The row a consigner of this type points at: the type's row that sets no field, else its first row. */
export function representativeRow<T extends TypeRow>(rows: readonly T[]): T | null {
  const generic = rows.find(
    (r) => !r.category && !r.categories?.length && !r.option1Value && !r.option2Value && !r.option3Value,
  );
  return generic ?? rows[0] ?? null;
}

export interface TypeFields {
  accountType?: string;
  sellingFee?: number;
  minFee?: number;
  flatFee?: number | null;
  isDefault?: boolean;
  category?: string | null;
  categories?: string[] | null;
  option1Value?: string | null;
  option2Value?: string | null;
  option3Value?: string | null;
}

function columns(fields: TypeFields, currency: string) {
  const { minFee, flatFee, categories, ...rest } = fields;
  return {
    ...rest,
    ...(minFee === undefined ? {} : { minFee: toMinor(minFee, currency) }),
    ...(flatFee === undefined ? {} : { flatFee: toMinor(flatFee ?? 0, currency) }),
    ...(categories === undefined ? {} : { categories: categories?.length ? [...new Set(categories)] : null }),
  };
}

async function clearDefault(tx: DbOrTx, storeId: number, exceptId = 0) {
  await tx
    .update(consignerTypes)
    .set({ isDefault: false })
    .where(and(scoped(storeId), eq(consignerTypes.isDefault, true), ne(consignerTypes.id, exceptId)));
}

type StoreMoney = { id: number; currency: string };

export async function createType(db: Db, store: StoreMoney, fields: TypeFields & { accountType: string }) {
  return namedClash(() =>
    db.transaction(async (tx) => {
      await checkSpelling(tx, store.id, fields.accountType);
      if (fields.isDefault) await clearDefault(tx, store.id);
      const values = columns(fields, store.currency);
      const [row] = await tx
        .insert(consignerTypes)
        .values({
          ...values,
          accountType: fields.accountType,
          sellingFee: fields.sellingFee ?? 0,
          storeId: store.id,
        })
        .returning();
      return toConsignerType(row!, store.currency);
    }),
  );
}

/** Exactly one default per store: a new default unsets the old one; the only default cannot be unset. */
export async function updateType(
  db: Db,
  { store, id, fields }: { store: StoreMoney; id: number; fields: TypeFields },
) {
  return namedClash(() =>
    db.transaction(async (tx) => {
      const [existing] = await tx.select().from(consignerTypes).where(scoped(store.id, id)).for('update');
      if (!existing) throw notFound(TYPE_MESSAGES.notFound);
      if (fields.isDefault === false && existing.isDefault)
        throw ruleViolation(TYPE_MESSAGES.defaultRequired);
      if (fields.isDefault && !existing.isDefault) await clearDefault(tx, store.id, id);
      if (fields.accountType !== undefined) await checkSpelling(tx, store.id, fields.accountType, id);
      const values = columns(fields, store.currency);
      if (Object.keys(values).length === 0) return toConsignerType(existing, store.currency);
      const [row] = await tx.update(consignerTypes).set(values).where(scoped(store.id, id)).returning();
      return toConsignerType(row!, store.currency);
    }),
  );
}
