/** Early withdrawal (domain.md §2.2). */
import type { Money } from './money';
import type { InventoryStatus } from './statuses';

/** Defaults in one place (spec 2 §9): fee 0, days 0. */
export const DEFAULT_WITHDRAW_FEE = 0;
export const DEFAULT_WITHDRAW_EARLY_DAYS = 0;

const DAY_MS = 86_400_000;

/**
 * Statuses in which a withdrawal can be early: a live item (Active, RequestPriceChange), or one
 * whose consigner asked to withdraw it while live (RequestWithdrawal, accepted by staff).
 */
export const EARLY_FEE_STATUSES: readonly InventoryStatus[] = [
  'Active',
  'RequestPriceChange',
  'RequestWithdrawal',
];

export interface EarlyWithdrawalInput {
  status: InventoryStatus | null;
  acceptedOn: string | Date | null | undefined;
  now: Date;
  withdrawEarlyDays: number;
  /** Minor units. */
  withdrawFee: Money;
}

export interface EarlyWithdrawal {
  isWithdrawnEarly: boolean;
  /** Charged to the consigner's balance; never shown to the consigner. */
  withdrawalFee: Money;
}

/** Early when less than `withdrawEarlyDays` whole days have passed since acceptedOn. */
export function earlyWithdrawal(input: EarlyWithdrawalInput): EarlyWithdrawal {
  const none = { isWithdrawnEarly: false, withdrawalFee: 0 };
  if (input.status === null || !EARLY_FEE_STATUSES.includes(input.status)) return none;
  if (input.acceptedOn == null || input.withdrawEarlyDays <= 0) return none;
  const accepted = new Date(input.acceptedOn).getTime();
  if (Number.isNaN(accepted)) return none;
  const early = input.now.getTime() - accepted < input.withdrawEarlyDays * DAY_MS;
  return early ? { isWithdrawnEarly: true, withdrawalFee: Math.max(0, input.withdrawFee) } : none;
}
