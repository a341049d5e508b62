/**
 * editItem: the staff edit card and inline table (PUT /api/inventories/{id}, spec 2 §2.3, §2.8) as a registry
 * action, applied like every other change (row lock, status precondition, log, webhooks, storefront resync). The
 * status goes by setStatus's rules; the other fields are plain edits; a price, consigner, cost or option change
 * requotes the payout (paid items and store requests keep theirs).
 */
import { inStatusGroup } from './inventory/status-groups';
import { INVENTORY_MESSAGES } from './messages/inventory';
import type { ActionDef, InventoryItem, ItemEdit } from './transition-types';
import { setStatus } from './transitions-live';

const FEE_FIELDS = ['price', 'consignerId', 'cost', 'option1Value', 'option2Value', 'option3Value'] as const;

export const editItem: ActionDef<ItemEdit> = {
  staff: { control: 'Inventory', from: 'any' },
  guard: (args) => {
    const { item, action } = args;
    if (action.editsFields && item.status !== null && inStatusGroup('closed', item.status))
      return { code: 'INVALID_STATE', message: INVENTORY_MESSAGES.notEditable };
    if (action.status !== undefined) {
      const refused = setStatus.guard?.({ ...args, action: { type: 'setStatus', status: action.status } });
      if (refused) return refused;
    }
    if (action.consignerId !== undefined && item.status !== null && inStatusGroup('placeholder', item.status))
      return INVENTORY_MESSAGES.storeRequestConsigner;
    return null;
  },
  effect: ({ item, action }) => {
    const changes: Partial<InventoryItem> = {};
    if (action.status !== undefined) changes.status = action.status;
    if (action.consignerId !== undefined) changes.consignerId = action.consignerId;
    if (action.price !== undefined) changes.price = action.price;
    if (action.cost !== undefined) changes.cost = action.cost;
    if (action.option1Value !== undefined) changes.option1Value = action.option1Value;
    if (action.option2Value !== undefined) changes.option2Value = action.option2Value;
    if (action.option3Value !== undefined) changes.option3Value = action.option3Value;
    if (action.trackingCode !== undefined) changes.trackingCode = action.trackingCode;
    if (action.place) {
      changes.location = action.place.location;
      changes.subLocation = action.place.subLocation;
    }
    if (action.image !== undefined) changes.image = action.image;
    if (action.notes !== undefined) changes.notes = action.notes;
    const next = { ...item, ...changes };
    const requote =
      item.status !== 'Paid' &&
      !(item.status !== null && inStatusGroup('placeholder', item.status)) &&
      FEE_FIELDS.some((field) => next[field] !== item[field]);
    return requote ? { changes, requoteAt: next.price } : { changes };
  },
};
