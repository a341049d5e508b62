import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckbookProvider } from './checkbook';
import type { SendRequest } from './port';

/**
 * A local fake of Checkbook's REST API: checks the auth header, answers one cheque per Idempotency-Key, and
 * answers GET /v3/check/{id} with the status a test gives the cheque.
 */
const seen: {
  method: string | undefined;
  url: string | undefined;
  auth: string | undefined;
  key: string | undefined;
  body: { amount: number; recipient: string; name: string };
}[] = [];
const byKey = new Map<string, string>();
const chequeStatus = new Map<string, string>();
let refuseRecipient = '';
/** Cheques written for this recipient start IN_PROCESS instead of UNPAID (sent). */
let slowRecipient = '';
let fake: http.Server;
let provider: CheckbookProvider;

beforeAll(async () => {
  fake = http.createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      const body = text ? JSON.parse(text) : {};
      const key = req.headers['idempotency-key'] as string | undefined;
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization, key, body });
      res.setHeader('content-type', 'application/json');
      if (req.headers.authorization !== 'key123:secret456') {
        res.statusCode = 401;
        return res.end(JSON.stringify({ error: 'Unauthorized' }));
      }
      if (req.method === 'GET') {
        const id = decodeURIComponent(req.url!.replace('/v3/check/', ''));
        if (!chequeStatus.has(id)) {
          res.statusCode = 404;
          return res.end(JSON.stringify({ error: 'Not found' }));
        }
        return res.end(JSON.stringify({ id, status: chequeStatus.get(id) }));
      }
      if (req.method !== 'POST' || req.url !== '/v3/check/digital') {
        res.statusCode = 404;
        return res.end(JSON.stringify({ error: 'Not found' }));
      }
      if (body.recipient === refuseRecipient) {
        res.statusCode = 400;
        return res.end(JSON.stringify({ error: 'Invalid recipient' }));
      }
      if (!byKey.has(key!)) {
        const id = `chk_${byKey.size + 1}`;
        byKey.set(key!, id);
        chequeStatus.set(id, body.recipient === slowRecipient ? 'IN_PROCESS' : 'UNPAID');
      }
      const id = byKey.get(key!)!;
      res.end(JSON.stringify({ id, status: chequeStatus.get(id) }));
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

  it('leaves a share pending while Checkbook processes a cheque, then polls it until it is sent', async () => {
    seen.length = 0;
    slowRecipient = 'slow@example.test';
    const slow = request({
      idempotencyKey: 'k3',
      recipient: { ...request().recipient, email: 'slow@example.test' },
      chequeAmounts: [200000, 1000],
    });
    const first = await provider.send(slow);
    expect(first.status).toBe('pending');
    const ref = first.status === 'pending' ? first.ref : '';
    const [a, b] = [byKey.get('k3-1')!, byKey.get('k3-2')!];
    expect(ref).toBe(`checks:${a}=200000,${b}=1000`);

    // Still in process: the job asks again later, and no cheque is written twice.
    seen.length = 0;
    expect(await provider.send({ ...slow, ref })).toEqual({ status: 'pending', ref });
    expect(seen.map((r) => `${r.method} ${r.url}`)).toEqual([`GET /v3/check/${a}`, `GET /v3/check/${b}`]);

    chequeStatus.set(a, 'UNPAID');
    chequeStatus.set(b, 'PAID');
    expect(await provider.send({ ...slow, ref })).toEqual({
      status: 'paid',
      ref: a,
      cheques: [
        { externalId: a, amount: 200000 },
        { externalId: b, amount: 1000 },
      ],
    });
  });

  it('fails a polled share whose cheque Checkbook voided or no longer knows', async () => {
    slowRecipient = 'void@example.test';
    const share = request({
      idempotencyKey: 'k4',
      recipient: { ...request().recipient, email: 'void@example.test' },
      chequeAmounts: [1000],
    });
    const first = await provider.send(share);
    const ref = first.status === 'pending' ? first.ref : '';
    const id = byKey.get('k4-1')!;
    chequeStatus.set(id, 'VOID');
    expect(await provider.send({ ...share, ref })).toEqual({
      status: 'failed',
      error: `Checkbook cheque ${id} is void.`,
      ref: id,
    });
    chequeStatus.delete(id);
    expect(await provider.send({ ...share, ref })).toMatchObject({ status: 'failed' });
  });
});
