/**
 * The consigner e-mails of spec 1 §2.3 (settings: onInventoryAccept, onPayout, onProductSold,
 * onPriceAcceptOrDecline, onWithdrawAcceptOrDecline), in one place:
 *
 * - each is sent only when the consigner's flag is on (a flag never set counts as on), never to the store's own
 *   account or to a consigner without an e-mail;
 * - the store's custom text for the template is appended: `marketplaceEmailMsgs[template]` for an item at the
 *   ONLINE MARKETPLACE location when set, else `emailMsgs[template]`;
 * - it is written to the outbox in the caller's transaction (sent by the job after the commit).
 *
 * Inventory transitions use it through features/inventory/effects.ts. Other features (sales: item sold, payout
 * paid) call `notifyConsigners` inside their transaction; see docs/api.md "Consigner e-mails".
 */
import {
  type EmailNotificationFlag,
  ONLINE_MARKETPLACE_LOCATION,
  wantsEmail,
} from '@backroom/domain/constants';
import { inArray } from 'drizzle-orm';
import type { StoreRow } from '../core/store';
import { storeScoped } from '../core/store-scope';
import type { DbOrTx } from '../db/client';
import { consigners } from '../db/schema';
import { type EmailDraft, queueEmails } from './outbox';

export interface ConsignerRecipient {
  email: string | null;
  firstName: string | null;
  emailNotifications: Partial<Record<EmailNotificationFlag, boolean>> | null;
  isStoreAccount: boolean;
}

export interface ConsignerNotice {
  consigner: ConsignerRecipient;
  template: EmailNotificationFlag;
  /** The e-mail's subject; the template's standard subject when left out. */
  subject?: string;
  /** The sentence saying what happened, e.g. "Your Jordan 1 (10), item shop_123456 has sold for $120.00." */
  line: string;
  /** The item is at the ONLINE MARKETPLACE location (the marketplace's custom text applies). */
  marketplace?: boolean;
}

export const STANDARD_SUBJECTS: Record<EmailNotificationFlag, string> = {
  onInventoryAccept: 'Your item has been accepted',
  onPriceAcceptOrDecline: 'Your price change request was answered',
  onWithdrawAcceptOrDecline: 'Your withdrawal request was answered',
  onProductSold: 'Your item has sold',
  onPayout: 'Your payout has been sent',
  onTermExpiring: 'Your consignment term ends in a week',
  onMarkdown: 'Your item was marked down',
};

type CustomTexts = { emailMsgs?: Record<string, unknown>; marketplaceEmailMsgs?: Record<string, unknown> };

/** The store's own text for a template, or '' when none is set. */
export function customText(store: StoreRow, template: EmailNotificationFlag, marketplace = false): string {
  const settings = (store.settings ?? {}) as CustomTexts;
  const pick = (texts: Record<string, unknown> | undefined) => {
    const value = texts?.[template];
    return typeof value === 'string' ? value.trim() : '';
  };
  return (marketplace && pick(settings.marketplaceEmailMsgs)) || pick(settings.emailMsgs);
}

/** Whether `location` (a name) is the online marketplace. */
export const isMarketplace = (location: string | null | undefined) =>
  location === ONLINE_MARKETPLACE_LOCATION;

/** The outbox draft of one notice, or null when the consigner does not get it. */
export function consignerEmailDraft(store: StoreRow, notice: ConsignerNotice): EmailDraft | null {
  const { consigner, template } = notice;
  if (!consigner.email || consigner.isStoreAccount) return null;
  if (!wantsEmail(consigner.emailNotifications, template)) return null;
  const custom = customText(store, template, notice.marketplace);
  return {
    storeId: store.id,
    to: consigner.email,
    subject: notice.subject ?? STANDARD_SUBJECTS[template],
    text: `Hi ${consigner.firstName || 'there'},\n\n${notice.line}${custom ? `\n\n${custom}` : ''}\n\n${store.name}`,
  };
}

/** Queues the notices the consigners want (one INSERT); answers how many were queued. */
export async function queueConsignerNotices(
  tx: DbOrTx,
  store: StoreRow,
  notices: readonly ConsignerNotice[],
): Promise<number> {
  const drafts = notices.map((n) => consignerEmailDraft(store, n)).filter((d): d is EmailDraft => d !== null);
  if (drafts.length > 0) await queueEmails(tx, drafts);
  return drafts.length;
}

export interface NoticeFor {
  consignerId: number;
  template: EmailNotificationFlag;
  line: string;
  subject?: string;
  marketplace?: boolean;
}

/**
 * For callers that know only the consigner's id (item sold, payout paid): reads the store's consigners once
 * (store-scoped: an id of another store is skipped) and queues what each wants, in the caller's transaction.
 *
 *     await notifyConsigners(tx, store, [
 *       { consignerId, template: 'onProductSold', line: `Your ${title} (${size}), item ${code} has sold for ${price}.` },
 *     ]);
 */
export async function notifyConsigners(
  tx: DbOrTx,
  store: StoreRow,
  notices: readonly NoticeFor[],
): Promise<number> {
  if (notices.length === 0) return 0;
  const ids = [...new Set(notices.map((n) => n.consignerId))];
  const rows = await tx
    .select({
      id: consigners.id,
      email: consigners.email,
      firstName: consigners.firstName,
      emailNotifications: consigners.emailNotifications,
      isStoreAccount: consigners.isStoreAccount,
    })
    .from(consigners)
    .where(storeScoped(consigners, store.id, inArray(consigners.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const resolved: ConsignerNotice[] = [];
  for (const n of notices) {
    const consigner = byId.get(n.consignerId);
    if (consigner) resolved.push({ ...n, consigner });
  }
  return queueConsignerNotices(tx, store, resolved);
}
