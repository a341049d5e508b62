import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckbookProvider } from './checkbook';
import type { SendRequest } from './index';

/** A local fake of Checkbook's REST API: checks the auth header, answers one cheque per Idempotency-Key. */
const seen: {
  auth: string | undefined;
  key: string | undefined;
  body: { amount: number; recipient: string; name: string };
}[] = [];
const byKey = new Map<string, string>();
let refuseRecipient = '';
let fake: http.Server;
let provider: CheckbookProvider;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = JSON.parse(text);
      const key = req.headers['idempotency-key'] as string | undefined;
      seen.push({ auth: req.headers.authorization, key, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'key123:secret456') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: 'Unauthorized' }));
      }
      if (body.recipient === refuseRecipient) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: 'Invalid recipient' }));
      }
      if (!byKey.has(key!)) byKey.set(key!, `chk_${byKey.size + 1}`);
      res.end(JSON.stringify({ id: byKey.get(key!), status: 'UNPAID' }));
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  provider = new CheckbookProvider({
    baseUrl: `http://127.0.0.1:${(fake.address() as AddressInfo).port}`,
    key: 'key123',
    secret: 'secret456',
  });
});
afterAll(() => new Promise((r) => fake.close(r)));

const request = (overrides: Partial<SendRequest> = {}): SendRequest => ({
  idempotencyKey: 'backroom-1-payout-7-consigner-3-attempt-1',
  payoutId: 7,
  payoutName: 'Payout #7',
  recipient: {
    consignerId: 3,
    name: 'Cat Consigner',
    email: 'cat@example.test',
    payoutType: 'Bank',
    payoutData: null,
    bankData: null,
    accountName: null,
    accountNumber: null,
  },
  amount: 250000,
  currency: 'USD',
  chequeAmounts: [200000, 50000],
  ref: null,
  ...overrides,
});

describe('Checkbook provider', () => {
  it('sends one digital cheque per 2000 with key:secret auth and a per-cheque Idempotency-Key', async () => {
    seen.length = 0;
    const result = await provider.send(request());
    expect(result).toEqual({
      status: 'paid',
      ref: 'chk_1',
      cheques: [
        { externalId: 'chk_1', amount: 200000 },
        { externalId: 'chk_2', amount: 50000 },
      ],
    });
    expect(seen.map((r) => [r.auth, r.key, r.body.amount, r.body.recipient])).toEqual([
      ['key123:secret456', 'backroom-1-payout-7-consigner-3-attempt-1-1', 2000, 'cat@example.test'],
      ['key123:secret456', 'backroom-1-payout-7-consigner-3-attempt-1-2', 500, 'cat@example.test'],
    ]);
  });

  it('sending the same share again creates no new cheque', async () => {
    const again = await provider.send(request());
    expect(again.status === 'paid' && again.cheques.map((c) => c.externalId)).toEqual(['chk_1', 'chk_2']);
    expect(byKey.size).toBe(2);
  });

  it("a PayPal consigner is paid at their payout address; a refusal fails the share with Checkbook's message", async () => {
    seen.length = 0;
    refuseRecipient = 'bad@example.test';
    const result = await provider.send(
      request({
        idempotencyKey: 'k2',
        recipient: { ...request().recipient, payoutType: 'Paypal', payoutData: 'bad@example.test' },
        chequeAmounts: [1000],
      }),
    );
    expect(result).toEqual({ status: 'failed', error: 'Invalid recipient' });
    expect(seen[0]!.body.recipient).toBe('bad@example.test');
  });
});
