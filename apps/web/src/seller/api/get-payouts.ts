import type { ConsignerPayoutsMinor } from '@backroom/domain/contract/payouts';
import { fromMinor } from '@backroom/domain/money';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { QueryOf } from '@web/shared/api/contract-paths';

/**
 * GET /api/payouts/consigner/{id} (the Sales and money issue's call): the consigner's paid and owed items with
 * a summary. It answers integer minor units; they become major units here, like every other seller amount.
 */
type MinorAnswer = ConsignerPayoutsMinor;

/** A row of the seller's payouts, its money turned into major units. */
export type PayoutLine = MinorAnswer['inventories'][number];

/** One payout statement, in minor units (formatted with the domain's formatMoney, two decimals). */
export type PayoutStatement = MinorAnswer['statements'][number];

/** The screen's data: the rows in major units; the statements and the summary stay in minor units. */
export type SellerPayouts = MinorAnswer;

function toMajor({ inventories, statements, summary, currency }: MinorAnswer): SellerPayouts {
  const major = (minor: number) => fromMinor(minor, currency);
  return {
    inventories: inventories.map((line) => ({
      ...line,
      price: major(line.price),
      soldPrice: line.soldPrice === null ? null : major(line.soldPrice),
      payoutAmount: major(line.payoutAmount),
    })),
    statements,
    summary,
    currency,
  };
}

/** The filters of GET /api/payouts/consigner/{id}, typed from its query schema. */
export type PayoutQuery = QueryOf<'GET', '/api/payouts/consigner/:id'>;

export function payoutsQueryOptions(consignerId: number, query: PayoutQuery) {
  return queryOptions({
    queryKey: ['payouts', 'consigner', consignerId, query] as const,
    queryFn: async ({ signal }) =>
      toMajor(await api.get(`/api/payouts/consigner/${consignerId}`, query, { signal })),
    placeholderData: keepPreviousData,
    // Spec 1 §8: a failed payout load clears the list; the screen shows why.
    meta: { silent: true },
  });
}

export function useSellerPayouts(consignerId: number, query: PayoutQuery) {
  return useQuery(payoutsQueryOptions(consignerId, query));
}
