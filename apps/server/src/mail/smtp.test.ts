import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueHandle } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/helpers';

/** A minimal SMTP server on loopback that records what it receives. */
function fakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    let data = '';
    let inData = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      data += chunk.toString();
      let index = data.indexOf('\r\n');
      while (index >= 0) {
        const line = data.slice(0, index);
        data = data.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          } else received[received.length - 1] += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          received.push('');
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        index = data.indexOf('\r\n');
      }
    });
  });
  return { server, received };
}

let ctx: TestContext;
let smtp: ReturnType<typeof fakeSmtp>;
beforeAll(async () => {
  smtp = fakeSmtp();
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as net.AddressInfo;
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await ctx.close();
  smtp.server.close();
});

describe('e-mail through SMTP', () => {
  it('sends outbox messages through the SMTP server and has no dev mailbox', async () => {
    const handle = uniqueHandle();
    const res = await call(ctx, {
      method: 'POST',
      url: '/open/stores',
      body: { name: 'Mail Shop', email: 'mail@shop.test', handle },
    });
    expect(res.status).toBe(201);
    expect(await ctx.worker.drain()).toBeGreaterThan(0);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toContain('Subject: Welcome to Backroom: set up Mail Shop');
    expect(smtp.received[0]).toContain(`http://${handle}.localhost:3001/reset?token=`);

    expect((await call(ctx, { url: '/dev/mailbox.json' })).status).toBe(404);
    expect((await call(ctx, { url: '/dev/mailbox' })).status).toBe(404);
  });
});
