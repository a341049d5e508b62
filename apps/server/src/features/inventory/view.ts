/** The inventory item as the API answers it (spec 2 §3): money in major units, places by name. */
import { fromMinor } from '@backroom/domain/money';
import { isPlaceholder } from '../../core/domain-map';
import type { ItemRow } from '../../core/item-sql';

export interface ViewOptions {
  currency: string;
  /** Staff also see the early-withdrawal fee, which consigners are never shown. */
  staff: boolean;
}

export function toView(row: ItemRow, { currency, staff }: ViewOptions) {
  const money = (minor: number | null) => (minor === null ? null : fromMinor(minor, currency));
  const amount = (minor: number) => fromMinor(minor, currency);
  const placeholder = isPlaceholder(row.status);
  const range =
    row.storeRequestPriceLow !== null && row.storeRequestPriceHigh !== null
      ? ([amount(row.storeRequestPriceLow), amount(row.storeRequestPriceHigh)] as [number, number])
      : null;
  const payout = amount(row.payoutAmount);
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    saleType: row.saleType,
    productId: row.productId,
    productTemplateId: row.productTemplateId,
    product: {
      id: row.productId,
      title: row.productTitle,
      sku: row.productSku,
      image: row.productImage,
      brand: row.productBrand,
      category: row.productCategory,
      shopifyId: row.productShopifyId,
      productTemplateId: row.productTemplateId,
    },
    // A store request has no consigner until one accepts it.
    consignerId: placeholder ? null : row.consignerId,
    consigner: placeholder
      ? null
      : {
          id: row.consignerId,
          firstName: row.consignerFirstName,
          lastName: row.consignerLastName,
          email: row.consignerEmail,
          isActive: row.consignerIsActive,
          isStoreAccount: row.consignerIsStoreAccount,
        },
    price: amount(row.price),
    requestedPrice: money(row.requestedPrice),
    storeRequestPriceRange: range,
    payoutAmount: payout,
    payout,
    payoutFee: amount(row.payoutFee),
    total: amount(row.total),
    cost: amount(row.cost),
    discount: amount(row.discount),
    soldPrice: money(row.soldPrice),
    currency,
    quantity: 1,
    option1Value: row.option1Value,
    option2Value: row.option2Value,
    option3Value: row.option3Value,
    category: row.category,
    location: row.locationName,
    locationId: row.locationId,
    subLocation: row.subLocationName,
    subLocationId: row.subLocationId,
    notes: row.notes,
    trackingCode: row.trackingCode,
    image: row.image,
    printed: row.printed,
    preapprovalStatus: row.preapprovalStatus === null ? null : row.preapprovalStatus === 'true',
    paymentType: row.paymentType,
    services: row.services,
    shopifyId: row.shopifyId,
    orderId: row.orderId,
    acceptedOn: row.acceptedOn,
    soldOn: row.soldOn,
    withdrawalRequestedAt: row.withdrawalRequestedAt,
    withdrawalDecidedAt: row.withdrawalDecidedAt,
    withdrawalDecidedBy: row.withdrawalDecidedBy,
    ...(staff ? { isWithdrawnEarly: row.isWithdrawnEarly, withdrawalFee: amount(row.withdrawalFee) } : {}),
    lastUpdatedBy: row.lastUpdatedBy,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export type InventoryView = ReturnType<typeof toView>;
