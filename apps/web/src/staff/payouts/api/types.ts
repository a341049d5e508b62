/** Answers of the payouts API: the server's response schemas (docs/api.md "Payouts"); money in major units. */
import type { ReadyToPayCompact, ReadyToPayFull } from '@backroom/domain/contract/payouts';
import type { QueryState } from '@web/shared/api/contract-paths';

export type {
  Payout,
  PayoutActionDone,
  PayoutAudit,
  PayoutCreated,
  PayoutDetail,
  PayoutFilterOptions,
  PayoutItem,
  PayoutShare,
  PayoutsPage,
  ReadyItem,
  ReadyToPayCompact,
  ReadyToPayFull,
} from '@backroom/domain/contract/payouts';

/** A consigner in the list (`items=compact`): their item ids and those items' payouts, in the same order. */
export type ReadyGroupSummary = ReadyToPayCompact['consigners'][number];
/** A consigner with every item's details (`items=full`, the default): loaded when the row is expanded. */
export type ReadyGroup = ReadyToPayFull['consigners'][number];

export type PayoutsQuery = Omit<QueryState<'/api/payouts'>, 'status' | 'consigner'> &
  Partial<Pick<QueryState<'/api/payouts'>, 'status' | 'consigner'>>;
