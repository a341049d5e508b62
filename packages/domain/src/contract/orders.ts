/** Answers of the orders calls. */
import { z } from 'zod';

/** Shopify's webhook: queued, or a topic this app does not act on. */
export const webhookAnswer = z.union([
  z.object({ received: z.literal(true) }),
  z.object({ ignored: z.string() }),
]);
