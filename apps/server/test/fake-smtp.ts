import net from 'node:net';

export interface FakeSmtp {
  url: string;
  /** Each message received: its envelope recipients and raw data. */
  received: { to: string[]; data: string }[];
  close(): Promise<void>;
}

/** A minimal SMTP server on loopback that records every message, for tests that count what was sent. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const received: FakeSmtp['received'] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let to: string[] = [];
    let data: string | null = null;
    socket.write('220 fake ESMTP\r\n');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (data !== null) {
          if (line === '.') {
            received.push({ to, data });
            to = [];
            data = null;
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^RCPT TO:/i.test(line)) {
          to.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1').toLowerCase());
          socket.write('250 ok\r\n');
        } else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
        index = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
