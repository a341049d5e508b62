import { describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from './messages/webhooks';
import { isWebhookAddress, WEBHOOK_EVENT_TYPES, webhookEndpointCreateSchema } from './webhooks';

describe('webhook endpoint form', () => {
  it('takes https addresses, and plain http only for a loopback receiver', () => {
    expect(isWebhookAddress('https://hooks.example.com/backroom?x=1')).toBe(true);
    expect(isWebhookAddress('http://127.0.0.1:4000/hooks')).toBe(true);
    expect(isWebhookAddress('http://example.com/hooks')).toBe(false);
    expect(isWebhookAddress('http://127.0.0.1.example.com/')).toBe(false);
    expect(isWebhookAddress('ftp://example.com/')).toBe(false);
    expect(isWebhookAddress('https:///nohost')).toBe(false);
    expect(isWebhookAddress('https://exa mple.com/')).toBe(false);
  });

  it('explains what is wrong in words and drops repeated events', () => {
    const errors = (body: unknown) =>
      webhookEndpointCreateSchema.safeParse(body).error?.issues.map((i) => i.message) ?? [];
    expect(errors({ url: 'https://user:pw@example.com/', events: ['item.sold'] })).toEqual([
      WEBHOOK_MESSAGES.urlCredentials,
    ]);
    expect(errors({ url: '', events: [] })).toEqual(
      expect.arrayContaining([WEBHOOK_MESSAGES.urlRequired, WEBHOOK_MESSAGES.eventsRequired]),
    );
    // Every event and one unknown: the unknown one is named (issue 33), not "Choose at least one event".
    expect(
      errors({ url: 'https://example.com/h', events: [...WEBHOOK_EVENT_TYPES, 'item.exploded'] }),
    ).toEqual(['Unknown event type: item.exploded']);
    expect(errors({ url: 'https://example.com/h', events: Array(19).fill('item.sold') })).toEqual([
      WEBHOOK_MESSAGES.tooManyEvents,
    ]);
    const ok = webhookEndpointCreateSchema.parse({
      url: ' https://example.com/h ',
      events: ['item.sold', 'item.sold', 'order.created'],
    });
    expect(ok).toEqual({
      url: 'https://example.com/h',
      description: '',
      events: ['item.sold', 'order.created'],
    });
  });
});
