/** Shapes of the payouts API (docs/api.md "Payouts"); money in the store currency's major units. */
import type { PayoutPrimaryAction } from '@backroom/domain/payouts';
import type { PayoutStatus } from '@backroom/domain/statuses';

export interface ReadyItem {
  id: number;
  code: string;
  title: string;
  sku: string;
  option1Value: string | null;
  image: string | null;
  payoutAmount: number;
  soldPrice: number | null;
  price: number;
  soldOn: string | null;
}

interface ReadyGroupBase {
  consigner: { id: number; name: string; email: string; payoutType: string | null };
  gross: number;
  negativeBalance: number;
  total: number;
  cheques: number;
  itemCount: number;
}

/** A consigner in the list (`items=compact`): their item ids and those items' payouts, in the same order. */
export interface ReadyGroupSummary extends ReadyGroupBase {
  itemIds: number[];
  itemPayouts: number[];
}

/** A consigner with every item's details (`items=full`, the default): loaded when the row is expanded. */
export interface ReadyGroup extends ReadyGroupBase {
  inventories: ReadyItem[];
}

export interface ReadyToPay {
  consigners: ReadyGroupSummary[];
  total: number;
  itemCount: number;
  consignerCount: number;
  automatedPayout: boolean;
}

export interface PayoutShare {
  consignerId: number;
  name: string;
  email: string;
  payoutType: string | null;
  payoutData: string | null;
  bankData: Record<string, string> | null;
  accountName: string | null;
  accountNumber: string | null;
  bank: string | null;
  bankType: string | null;
  branchCode: string | null;
  gross: number;
  negativeBalance: number;
  total: number;
  itemCount: number;
  status: 'pending' | 'paid' | 'failed';
  error: string | null;
  chequesIssued: number;
  cheques: number;
  chequeError: boolean;
}

export interface Payout {
  id: number;
  name: string;
  status: PayoutStatus;
  total: number;
  provider: 'manual' | 'sandbox' | 'checkbook';
  automated: boolean;
  primaryAction: PayoutPrimaryAction;
  autoPayoutInProgress: boolean;
  createdAt: string;
  paidAt: string | null;
  lastError: string | null;
  attempts: number;
  itemCount: number;
  consigners: PayoutShare[];
}

export interface PayoutAudit {
  id: number;
  action: string;
  actorName: string;
  amount: number;
  createdAt: string;
}

export interface PayoutItem {
  id: number;
  code: string;
  status: string;
  title: string;
  sku: string;
  image: string | null;
  option1Value: string | null;
  location: string | null;
  price: number;
  soldPrice: number | null;
  soldOn: string | null;
  payoutAmount: number;
  consignerId: number;
  live: boolean;
}

export interface PayoutDetail {
  payout: Payout & { audit: PayoutAudit[] };
  inventories: PayoutItem[];
}

export interface PayoutsQuery {
  search: string;
  status?: PayoutStatus;
  consigner?: number;
  page: number;
  pageSize: number;
}
