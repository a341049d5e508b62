/**
 * How an automated-payout store's money reaches a consigner (architecture.md "payouts"). Manual stores pay by
 * hand and mark the payout paid; automated stores send each consigner's share through a provider: `sandbox`
 * (no money moves: completes or fails a moment later so Pending, Failed and Retry can be seen anywhere) or
 * `checkbook` (digital cheques and bank transfers through Checkbook's REST API).
 */
import type { Env } from '../../../config/env';
import { CheckbookProvider } from './checkbook';
import type { PayoutProvider } from './port';
import { SandboxProvider } from './sandbox';

export * from './port';

export function createPayoutProvider(
  env: Pick<
    Env,
    | 'PAYOUT_PROVIDER'
    | 'SANDBOX_PAYOUT_DELAY_MS'
    | 'CHECKBOOK_API_URL'
    | 'CHECKBOOK_API_KEY'
    | 'CHECKBOOK_API_SECRET'
  >,
): PayoutProvider {
  if (env.PAYOUT_PROVIDER === 'checkbook') {
    if (!env.CHECKBOOK_API_KEY || !env.CHECKBOOK_API_SECRET) {
      throw new Error(
        'Invalid environment:\n  CHECKBOOK_API_KEY and CHECKBOOK_API_SECRET: required for PAYOUT_PROVIDER=checkbook',
      );
    }
    return new CheckbookProvider({
      baseUrl: env.CHECKBOOK_API_URL,
      key: env.CHECKBOOK_API_KEY,
      secret: env.CHECKBOOK_API_SECRET,
    });
  }
  return new SandboxProvider(env.SANDBOX_PAYOUT_DELAY_MS);
}
