/** Small pieces the inventory actions share. */
import type { Actor } from './access-controls';
import type { Money } from './money';
import type { Args, EmailEffect, EmailTemplate, Id, InventoryItem } from './transition-types';

export function hasText(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

export function isPositiveMoney(value: Money | null | undefined): value is Money {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** "to Active needs a location and acceptedOn". */
export function canBeActive(item: InventoryItem): boolean {
  return hasText(item.location) && hasText(item.acceptedOn);
}

export function nowIso(args: Args): string {
  return args.ctx.now.toISOString();
}

/** The consigner to e-mail about their item; none for store-owned items or items without one. */
export function emailTo(
  item: InventoryItem,
  template: EmailTemplate,
  decision?: 'accepted' | 'declined',
): EmailEffect[] {
  if (item.consignerId == null || item.isStoreAccount) return [];
  return [
    decision
      ? { template, consignerId: item.consignerId, decision }
      : { template, consignerId: item.consignerId },
  ];
}

export function sameId(a: Id | null | undefined, b: Id | null | undefined): boolean {
  return a != null && b != null && String(a) === String(b);
}

export function consignerIdOf(actor: Actor): Id | null {
  return actor.kind === 'consigner' ? actor.consignerId : null;
}

/** The location an action names, else the item's own. */
export function chosenLocation(
  actionLocation: string | null | undefined,
  item: InventoryItem,
): string | null {
  if (hasText(actionLocation)) return actionLocation.trim();
  return hasText(item.location) ? item.location : null;
}
