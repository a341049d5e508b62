/**
 * The inventory action calls of spec 2 §7, each mapped to one domain action. A spec here says who may call it
 * (route access; the domain then checks the actor against the item), how its body looks, how its parameters
 * are resolved before any item is touched (place names, money to minor units), and which domain action each
 * item gets. Parameters stay JSON so a large selection can run as a job with the same code.
 */
import type { RouteAccess } from '@backroom/domain/access';
import {
  acceptInventoryBody,
  acceptStoreRequestBody,
  acceptTransferBody,
  cancelDropoffBody,
  deleteInventoryBody,
  inventoryIdsBody,
  inventoryPlacesBody,
  priceChangeBody,
  transferBody,
  withdrawBody,
} from '@backroom/domain/contract/inventory-actions';
import { messages } from '@backroom/domain/messages';
import { toMinor } from '@backroom/domain/money';
import type { InventoryAction, OptionField, PaymentType } from '@backroom/domain/transition-types';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '../../core/actor';
import { feeColumns, quoteFor } from '../../core/fee-context';
import type { StoreRow } from '../../core/store';
import { storeScoped } from '../../core/store-scope';
import type { DbOrTx } from '../../db/client';
import { consigners } from '../../db/schema';
import type { ApplyInput } from './apply-transition';
import { loadPlaces } from './places';

export type Params = Record<string, unknown>;

export interface ActionSpec {
  call: string;
  access: RouteAccess;
  body: z.ZodType<{ ids: number[] } & Params>;
  message?: string;
  /** The warning shown while a large selection runs as a job. */
  jobMessage: string;
  openToAnyConsigner?: boolean;
  prepare?: (ctx: { db: DbOrTx; store: StoreRow; who: Actor }, body: Params) => Promise<Params>;
  build: (params: Params) => ApplyInput['action'];
  after?: (params: Params) => ApplyInput['after'];
}

const inventory = { kind: 'staff', control: 'Inventory' } as const;
const either = { kind: 'staffOrConsigner', control: 'Inventory' } as const;
const orders = { kind: 'staff', control: 'Orders' } as const;

/** Location and sublocation by name or id → names the domain understands (400 for unknown ones). */
async function places(ctx: { db: DbOrTx; store: StoreRow }, body: Params): Promise<Params> {
  if (body.location == null && body.subLocation == null)
    return { ...body, location: null, subLocation: null };
  const p = await loadPlaces(ctx.db, ctx.store.id);
  const location = p.locationName(body.location as string | number | null);
  return { ...body, location, subLocation: p.subLocationName(location, body.subLocation as string | null) };
}

const money = (store: StoreRow, value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? toMinor(value, store.currency) : value;

const simple = (
  call: string,
  type: InventoryAction['type'],
  access: RouteAccess,
  extra = {},
): ActionSpec => ({
  call,
  access,
  body: inventoryIdsBody as ActionSpec['body'],
  jobMessage: messages.updatingInventories,
  build: () => () => ({ type }) as InventoryAction,
  ...extra,
});

const acceptRequestToSell = (call: string, jobMessage: string): ActionSpec => ({
  call,
  access: inventory,
  body: inventoryPlacesBody as ActionSpec['body'],
  jobMessage,
  prepare: places,
  build: (p) => () => ({
    type: 'acceptRequestToSell',
    location: p.location as string | null,
    subLocation: p.subLocation as string | null,
  }),
});

const acceptInventory = (call: string): ActionSpec => ({
  call,
  access: inventory,
  body: acceptInventoryBody as ActionSpec['body'],
  message: messages.inventoryAccepted,
  jobMessage: messages.acceptingInventories,
  prepare: places,
  build: (p) => () => ({
    type: 'acceptInventory',
    location: p.location as string,
    subLocation: p.subLocation as string | null,
    paymentType: (p.paymentType as PaymentType | null) ?? null,
  }),
});

const priceChange = (call: string, type: 'requestPriceChange' | 'storeRequestPriceChange'): ActionSpec => ({
  call,
  access: type === 'requestPriceChange' ? either : inventory,
  body: priceChangeBody as ActionSpec['body'],
  message: type === 'requestPriceChange' ? messages.requestedPriceChange : undefined,
  jobMessage: messages.updatingInventories,
  prepare: async ({ store }, body) => ({ ...body, requestedPrice: money(store, body.requestedPrice) }),
  build: (p) => () => ({ type, requestedPrice: p.requestedPrice as number }),
});

export const ACTION_SPECS: ActionSpec[] = [
  acceptRequestToSell('acceptRequestToSell', messages.acceptingRequestedInventories),
  acceptRequestToSell('bulkAcceptRequestToSell', messages.acceptingRequestedInventories),
  {
    ...simple('bulkDeclineRequestToSell', 'declineRequestToSell', inventory),
    jobMessage: messages.decliningRequestedInventories,
  },
  simple('declineRequestToSell', 'declineRequestToSell', inventory),
  acceptInventory('acceptInventory'),
  acceptInventory('bulkAcceptInventory'),
  simple('declineInventory', 'declineInventory', inventory),
  {
    call: 'storeBuyRequestedInventory',
    access: inventory,
    body: inventoryPlacesBody as ActionSpec['body'],
    jobMessage: messages.updatingInventories,
    prepare: async (ctx, body) => {
      const result = await ctx.db.execute(
        sql`select id from consigners where store_id = ${ctx.store.id} and is_store_account limit 1`,
      );
      const storeConsignerId = Number((result.rows[0] as { id: number }).id);
      return { ...(await places(ctx, body)), storeConsignerId };
    },
    build: (p) => () => ({
      type: 'storeBuyRequestedInventory',
      storeConsignerId: p.storeConsignerId as number,
      location: p.location as string | null,
      subLocation: p.subLocation as string | null,
    }),
  },
  {
    ...simple('cancelDropoff', 'cancelDropoff', either),
    body: cancelDropoffBody as ActionSpec['body'],
    message: messages.dropoffCancelled,
  },
  {
    call: 'transfer',
    access: orders,
    body: transferBody as ActionSpec['body'],
    jobMessage: messages.updatingInventories,
    prepare: places,
    build: (p) => () => ({
      type: 'transfer',
      location: p.location as string,
      subLocation: p.subLocation as string | null,
      overrideOption: (p.overrideOption as OptionField | null) ?? null,
    }),
  },
  {
    call: 'acceptTransfer',
    access: inventory,
    body: acceptTransferBody as ActionSpec['body'],
    jobMessage: messages.updatingInventories,
    prepare: places,
    build: (p) => () => ({
      type: 'acceptTransfer',
      location: p.location as string,
      subLocation: p.subLocation as string | null,
    }),
  },
  { ...simple('withdrawInventory', 'withdrawInventory', either), body: withdrawBody as ActionSpec['body'] },
  simple('acceptInventoryPrice', 'acceptInventoryPrice', inventory),
  simple('declineInventoryPrice', 'declineInventoryPrice', inventory),
  simple('requestInventoryWithdrawal', 'requestInventoryWithdrawal', either),
  simple('acceptInventoryWithdrawal', 'acceptInventoryWithdrawal', inventory),
  simple('declineInventoryWithdrawal', 'declineInventoryWithdrawal', inventory),
  {
    ...simple('deleteInventory', 'deleteInventory', inventory),
    body: deleteInventoryBody as ActionSpec['body'],
  },
  priceChange('requestPriceChange', 'requestPriceChange'),
  priceChange('storeRequestPriceChange', 'storeRequestPriceChange'),
  simple('acceptStorePriceChange', 'acceptStorePriceChange', either),
  {
    call: 'acceptStoreRequest',
    access: either,
    body: acceptStoreRequestBody as ActionSpec['body'],
    jobMessage: messages.updatingInventories,
    openToAnyConsigner: true,
    prepare: async ({ store }, body) => ({
      ...body,
      price: body.price === undefined || Number.isNaN(body.price) ? null : money(store, body.price),
    }),
    build: (p) => () => ({ type: 'acceptStoreRequest', price: (p.price as number | null) ?? null }),
    // The domain hands the item to the consigner; its payout follows them: a consignment is quoted with their
    // fees, a buying request pays its fixed price.
    after:
      () =>
      async (row, next, { tx, fees }) => {
        if (row.saleType === 'Buying') return { payoutAmount: next.price, payoutFee: 0, total: 0 };
        const [consigner] = await tx
          .select({
            isStoreAccount: consigners.isStoreAccount,
            consignerTypeId: consigners.consignerTypeId,
            chargeTax: consigners.chargeTax,
            balanceOwed: consigners.balanceOwed,
          })
          .from(consigners)
          .where(storeScoped(consigners, row.storeId, eq(consigners.id, Number(next.consignerId))));
        return consigner
          ? feeColumns(quoteFor({ fees: await fees(), consigner, item: { ...row, price: next.price } }))
          : {};
      },
  },
];

export const ACTION_BY_CALL = new Map(ACTION_SPECS.map((s) => [s.call, s]));
