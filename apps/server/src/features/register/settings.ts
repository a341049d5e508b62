/** The store's register settings (tax, returns, discount limits, card reader) and each employee's discount limit. */
import type { RegisterSettingsAnswer } from '@backroom/domain/contract/register';
import { discountLimitOf } from '@backroom/domain/register';
import type { RegisterSettingsBody } from '@backroom/domain/schemas/register';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { employees } from '../../db/schema';
import { registerDiscountLimits, registerSettings } from '../../db/schema-register';
import { notFound } from '../../http/errors';
import type { CardTerminal } from './card-terminal';

export type RegisterSettingsRow = typeof registerSettings.$inferSelect;

const DEFAULTS = {
  taxRate: 0,
  returnDays: 30,
  returnPolicy: null,
  defaultDiscountLimit: 0,
  terminalReaderId: null,
  creditBonusPercent: 0,
};

export async function loadSettings(
  db: DbOrTx,
  storeId: number,
): Promise<Omit<RegisterSettingsRow, 'updatedAt'>> {
  const [row] = await db.select().from(registerSettings).where(storeScoped(registerSettings, storeId));
  return row ?? { storeId, ...DEFAULTS };
}

export async function saveSettings(
  db: DbOrTx,
  storeId: number,
  body: Omit<RegisterSettingsBody, 'creditBonusPercent'> & { creditBonusPercent?: number | null },
) {
  const values = {
    taxRate: body.taxRate ?? 0,
    returnDays: body.returnDays ?? 30,
    returnPolicy: body.returnPolicy,
    defaultDiscountLimit: body.defaultDiscountLimit ?? 0,
    terminalReaderId: body.terminalReaderId,
    creditBonusPercent: body.creditBonusPercent ?? 0,
  };
  await db
    .insert(registerSettings)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: registerSettings.storeId, set: { ...values, updatedAt: new Date() } });
}

export interface Seller {
  employeeId: number | null;
  isAdmin: boolean;
}

/** The percent of the price this employee may give as a discount. */
export async function limitOf(
  db: DbOrTx,
  { storeId, seller, storeDefault }: { storeId: number; seller: Seller; storeDefault: number },
) {
  if (seller.isAdmin || seller.employeeId === null)
    return discountLimitOf(seller.isAdmin, null, storeDefault);
  const [own] = await db
    .select({ limit: registerDiscountLimits.limit })
    .from(registerDiscountLimits)
    .where(
      storeScoped(registerDiscountLimits, storeId, eq(registerDiscountLimits.employeeId, seller.employeeId)),
    );
  return discountLimitOf(false, own?.limit ?? null, storeDefault);
}

export async function settingsAnswer(
  db: DbOrTx,
  { store, seller, terminal }: { store: StoreRow; seller: Seller; terminal: CardTerminal },
): Promise<RegisterSettingsAnswer> {
  const s = await loadSettings(db, store.id);
  return {
    currency: store.currency,
    taxRate: s.taxRate,
    returnDays: s.returnDays,
    returnPolicy: s.returnPolicy,
    defaultDiscountLimit: s.defaultDiscountLimit,
    terminalReaderId: s.terminalReaderId,
    myDiscountLimit: await limitOf(db, { storeId: store.id, seller, storeDefault: s.defaultDiscountLimit }),
    cardProvider: terminal.kind,
    creditBonusPercent: s.creditBonusPercent,
  };
}

/** Sets (or, with null, clears) an employee's own discount limit. 404 for another store's employee. */
export async function setDiscountLimit(
  db: DbOrTx,
  { storeId, employeeId, limit }: { storeId: number; employeeId: number; limit: number | null },
) {
  const [employee] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(storeScoped(employees, storeId, eq(employees.id, employeeId), isNull(employees.deletedAt)));
  if (!employee) throw notFound('Employee not found.');
  if (limit === null) {
    await db
      .delete(registerDiscountLimits)
      .where(storeScoped(registerDiscountLimits, storeId, eq(registerDiscountLimits.employeeId, employeeId)));
  } else {
    await db
      .insert(registerDiscountLimits)
      .values({ storeId, employeeId, limit })
      .onConflictDoUpdate({
        target: [registerDiscountLimits.storeId, registerDiscountLimits.employeeId],
        set: { limit, updatedAt: new Date() },
      });
  }
  return { employeeId, limit };
}

/** Every employee with their own limit (null: the store's default). */
export async function listDiscountLimits(db: DbOrTx, storeId: number) {
  const settings = await loadSettings(db, storeId);
  const rows = await db
    .select({
      employeeId: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      role: employees.role,
      limit: registerDiscountLimits.limit,
    })
    .from(employees)
    .leftJoin(
      registerDiscountLimits,
      and(
        eq(registerDiscountLimits.storeId, employees.storeId),
        eq(registerDiscountLimits.employeeId, employees.id),
      ),
    )
    .where(storeScoped(employees, storeId, isNull(employees.deletedAt)))
    .orderBy(asc(employees.id))
    .limit(500);
  return {
    defaultLimit: settings.defaultDiscountLimit,
    employees: rows.map((r) => ({
      employeeId: r.employeeId,
      name: `${r.firstName} ${r.lastName}`.trim() || r.email,
      email: r.email,
      isAdmin: r.role === 'Admin',
      limit: r.limit,
    })),
  };
}
