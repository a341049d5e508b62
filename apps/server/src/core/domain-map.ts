/** Between database rows and the domain engine's vocabulary: items, actors and store settings. */
import { inStatusGroup } from '@backroom/domain/inventory/status-groups';
import type { InventoryStatus } from '@backroom/domain/statuses';
import type { InventoryItem, TransitionStore } from '@backroom/domain/transition-types';
import type { Actor } from './actor';
import type { ItemRow } from './item-sql';
import type { Principal } from './principal';
import type { StoreRow } from './store';

/** Store requests (Request Items) wait for a consigner; until one accepts, the store account holds them. */
export const isPlaceholder = (status: string) => inStatusGroup('placeholder', status);

export function whoOf(principal: Principal): Actor {
  const c = principal.consigner;
  if (c) {
    return {
      actor: { kind: 'consigner', consignerId: c.id },
      name: `${c.firstName} ${c.lastName}`.trim() || c.email,
      consignerId: c.id,
      employeeId: null,
      userId: principal.userId,
    };
  }
  const e = principal.employee!;
  return {
    actor: {
      kind: 'employee',
      accessControls: e.accessControls as never,
      isAdmin: e.role === 'Admin',
    },
    name: `${e.firstName} ${e.lastName}`.trim() || e.email,
    consignerId: null,
    employeeId: e.id,
    userId: principal.userId,
  };
}

export const isStaff = (who: Actor) => who.actor.kind === 'employee';

export function transitionStoreOf(store: StoreRow): TransitionStore {
  return {
    safeInventoryStatusMode: store.safeInventoryStatusMode,
    autoPreapproval: store.autoPreapproval,
    minApproval: store.minApproval,
    maxApproval: store.maxApproval,
    withdrawEarlyDays: store.withdrawEarlyDays,
    withdrawFee: store.withdrawFee,
    absorbDiscount: store.absorbDiscount,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The item as the transitions read it. A store request has no consigner in the domain's eyes. */
export function toDomainItem(row: ItemRow): InventoryItem {
  const placeholder = isPlaceholder(row.status);
  return {
    id: row.id,
    status: row.status as InventoryStatus,
    consignerId: placeholder ? null : row.consignerId,
    isStoreAccount: placeholder ? false : row.consignerIsStoreAccount,
    price: row.price,
    requestedPrice: row.requestedPrice,
    storeRequestPriceRange:
      row.storeRequestPriceLow !== null && row.storeRequestPriceHigh !== null
        ? [row.storeRequestPriceLow, row.storeRequestPriceHigh]
        : null,
    saleType: row.saleType,
    location: row.locationName,
    subLocation: row.subLocationName,
    acceptedOn: iso(row.acceptedOn),
    option1Value: row.option1Value,
    option2Value: row.option2Value,
    option3Value: row.option3Value,
    payoutAmount: row.payoutAmount,
    payoutFee: row.payoutFee,
    cost: row.cost,
    discount: row.discount,
    soldOn: iso(row.soldOn),
    orderId: row.orderId,
    paymentType: (row.paymentType as 'cash' | 'auto' | null) ?? null,
    preapprovalStatus: row.preapprovalStatus === null ? null : row.preapprovalStatus === 'true',
    isWithdrawnEarly: row.isWithdrawnEarly,
    withdrawalFee: row.withdrawalFee,
    trackingCode: row.trackingCode,
    deletedAt: iso(row.deletedAt),
    image: row.image,
    notes: row.notes,
  };
}
