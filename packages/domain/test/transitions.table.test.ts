/**
 * The transition table of domain.md §1, written out independently of the registry, and checked
 * for every action × every starting status × every kind of actor.
 */
import { describe, expect, it } from 'vitest';
import type { AccessControl } from '../src/access';
import type { Actor } from '../src/access-controls';
import { INVENTORY_STATUSES, type InventoryStatus } from '../src/statuses';
import type { ActionType, InventoryAction } from '../src/transition-types';
import { ACTION_TYPES, transition } from '../src/transitions';
import { consigner, ctx, item, staff, store, system } from './fixtures';

type From = InventoryStatus | null;
type To = InventoryStatus | 'removed' | 'same' | 'Pending|Requested';

interface Row {
  consigner?: From[];
  staff?: [AccessControl, From[]];
  system?: From[];
  to: To | ((from: From) => To);
}

const UNSOLD: From[] = [
  'Requested',
  'Pending',
  'Active',
  'RequestPriceChange',
  'StoreRequestPriceChange',
  'RequestWithdrawal',
  'WithdrawalDeclined',
  'InTransit',
];

const TABLE: Record<ActionType, Row> = {
  add: { consigner: [null], to: 'Pending|Requested' },
  addByStaff: { staff: ['Inventory', [null]], to: 'Active' },
  createStoreRequest: { staff: ['Products', [null]], to: 'Buying' },
  acceptRequestToSell: { staff: ['Inventory', ['Requested']], to: 'Pending' },
  declineRequestToSell: { staff: ['Inventory', ['Requested']], to: 'Declined' },
  storeRequestPriceChange: { staff: ['Inventory', ['Requested', 'Active']], to: 'StoreRequestPriceChange' },
  acceptStorePriceChange: { consigner: ['StoreRequestPriceChange'], to: 'Active' },
  cancelDropoff: { consigner: ['Requested', 'Pending', 'StoreRequestPriceChange'], to: 'removed' },
  deleteInventory: { staff: ['Inventory', ['Requested', 'Pending', 'Consignment', 'Buying']], to: 'removed' },
  acceptInventory: { staff: ['Inventory', ['Pending']], to: 'Active' },
  declineInventory: { staff: ['Inventory', ['Pending']], to: 'Declined' },
  withdrawInventory: { consigner: ['Pending'], staff: ['Inventory', UNSOLD], to: 'Withdrawn' },
  requestPriceChange: { consigner: ['Active', 'RequestPriceChange'], to: 'RequestPriceChange' },
  acceptInventoryPrice: { staff: ['Inventory', ['RequestPriceChange']], to: 'Active' },
  declineInventoryPrice: { staff: ['Inventory', ['RequestPriceChange']], to: 'Active' },
  requestInventoryWithdrawal: {
    consigner: ['Active', 'RequestPriceChange', 'InTransit', 'WithdrawalDeclined'],
    to: 'RequestWithdrawal',
  },
  acceptInventoryWithdrawal: { staff: ['Inventory', ['RequestWithdrawal']], to: 'Withdrawn' },
  declineInventoryWithdrawal: { staff: ['Inventory', ['RequestWithdrawal']], to: 'WithdrawalDeclined' },
  transfer: { staff: ['Orders', ['Active']], to: 'InTransit' },
  acceptTransfer: { staff: ['Inventory', ['InTransit']], to: 'Active' },
  orderPlaced: { system: ['Active'], to: 'PendingSale' },
  orderPaid: { system: ['Active', 'PendingSale'], to: 'Sold' },
  cancelSale: { system: ['PendingSale', 'Sold'], to: 'Active' },
  returnSale: { system: ['Sold', 'Paid'], to: 'Active' },
  markPaid: { staff: ['Orders', ['Sold']], system: ['Sold'], to: 'Paid' },
  acceptStoreRequest: { consigner: ['Consignment', 'Buying'], to: 'Pending' },
  storeBuyRequestedInventory: { staff: ['Inventory', ['Requested', 'Pending']], to: 'Active' },
  addTrackingCode: { consigner: ['Sold'], to: 'same' },
  setStatus: { staff: ['Inventory', [...INVENTORY_STATUSES]], to: 'Withdrawn' },
  editItem: { staff: ['Inventory', [...INVENTORY_STATUSES]], to: 'Withdrawn' },
};

/** Parameters that satisfy every rule, so only who and from-status decide. */
const ACTION: { [K in ActionType]: Extract<InventoryAction, { type: K }> } = {
  add: { type: 'add' },
  addByStaff: { type: 'addByStaff', location: 'Main' },
  createStoreRequest: { type: 'createStoreRequest', saleType: 'Buying', price: 15_000 },
  acceptRequestToSell: { type: 'acceptRequestToSell' },
  declineRequestToSell: { type: 'declineRequestToSell' },
  storeRequestPriceChange: { type: 'storeRequestPriceChange', requestedPrice: 9000 },
  acceptStorePriceChange: { type: 'acceptStorePriceChange' },
  cancelDropoff: { type: 'cancelDropoff' },
  deleteInventory: { type: 'deleteInventory' },
  acceptInventory: { type: 'acceptInventory', location: 'Main', paymentType: 'cash' },
  declineInventory: { type: 'declineInventory' },
  withdrawInventory: { type: 'withdrawInventory' },
  requestPriceChange: { type: 'requestPriceChange', requestedPrice: 9000 },
  acceptInventoryPrice: { type: 'acceptInventoryPrice' },
  declineInventoryPrice: { type: 'declineInventoryPrice' },
  requestInventoryWithdrawal: { type: 'requestInventoryWithdrawal' },
  acceptInventoryWithdrawal: { type: 'acceptInventoryWithdrawal' },
  declineInventoryWithdrawal: { type: 'declineInventoryWithdrawal' },
  transfer: { type: 'transfer', location: 'Annex' },
  acceptTransfer: { type: 'acceptTransfer', location: 'Main' },
  orderPlaced: { type: 'orderPlaced', orderId: 7 },
  orderPaid: { type: 'orderPaid', orderId: 7 },
  cancelSale: { type: 'cancelSale', orderId: 7 },
  returnSale: { type: 'returnSale', orderId: 7, status: 'Active' },
  markPaid: { type: 'markPaid', payoutId: 3 },
  acceptStoreRequest: { type: 'acceptStoreRequest' },
  storeBuyRequestedInventory: {
    type: 'storeBuyRequestedInventory',
    storeConsignerId: 'store',
    location: 'Main',
  },
  addTrackingCode: { type: 'addTrackingCode', trackingCode: '1Z999' },
  setStatus: { type: 'setStatus', status: 'Withdrawn' },
  editItem: { type: 'editItem', status: 'Withdrawn' },
};

const FROM: From[] = [null, ...INVENTORY_STATUSES];
const ALL_CONTROLS: AccessControl[] = ['Inventory', 'Orders', 'Products'];

const subject = (status: From) =>
  item({
    status,
    requestedPrice: 12_000,
    storeRequestPriceRange: status === 'Consignment' ? [5000, 15_000] : null,
    location: 'ONLINE MARKETPLACE',
    orderId: 7,
  });

function expectedTo(row: Row, from: From): To {
  return typeof row.to === 'function' ? row.to(from) : row.to;
}

describe('the transition table', () => {
  it('covers exactly the registry', () => {
    expect([...ACTION_TYPES].sort()).toEqual(Object.keys(TABLE).sort());
  });

  for (const type of ACTION_TYPES) {
    const row = TABLE[type];
    describe(type, () => {
      const actors: [string, Actor, From[]][] = [
        ['consigner', consigner('c1'), row.consigner ?? []],
        ['staff with every control', staff(...ALL_CONTROLS), row.staff?.[1] ?? []],
        ['system', system, row.system ?? []],
      ];
      for (const [name, actor, allowed] of actors) {
        it(`${name}: allowed exactly from ${allowed.length ? allowed.join(', ') : 'nothing'}`, () => {
          for (const from of FROM) {
            const result = transition(subject(from), ACTION[type], actor, store(), ctx);
            if (!allowed.includes(from)) {
              expect(result.ok, `${type} from ${from} by ${name}`).toBe(false);
              continue;
            }
            expect(result, `${type} from ${from} by ${name}`).toMatchObject({ ok: true, from });
            if (!result.ok) continue;
            const to = expectedTo(row, from);
            if (to === 'removed') expect(result.item.deletedAt).toBe(ctx.now.toISOString());
            else if (to === 'same') expect(result.item.status).toBe(from);
            else if (to === 'Pending|Requested')
              expect(['Pending', 'Requested']).toContain(result.item.status);
            else expect(result.item.status).toBe(to);
          }
        });
      }

      if (row.staff) {
        const [control] = row.staff;
        it(`staff need the ${control} access control; an admin needs none`, () => {
          const from = row.staff?.[1][0] ?? null;
          const others = ALL_CONTROLS.filter((c) => c !== control);
          const refused = transition(subject(from), ACTION[type], staff(...others), store(), ctx);
          expect(refused).toMatchObject({ ok: false, code: 'FORBIDDEN' });
          const admin: Actor = { kind: 'employee', accessControls: [], isAdmin: true };
          expect(transition(subject(from), ACTION[type], admin, store(), ctx).ok).toBe(true);
        });
      }
    });
  }
});
