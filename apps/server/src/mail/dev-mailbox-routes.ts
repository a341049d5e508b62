import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client';
import { listOutbox } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}">${url}</a>`);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * It shows every store's reset and invite links, so only the machine itself may read it: the socket's own
 * address, never a forwarded header. Anyone else gets the same 404 as any unknown path.
 */
function fromThisMachine(request: FastifyRequest, reply: FastifyReply): boolean {
  if (LOOPBACK.has(request.socket.remoteAddress ?? '')) return true;
  reply.code(404).send({ data: null, error: 'Not found' });
  return false;
}

/**
 * A local inbox for every outgoing e-mail; only registered in development and tests when no SMTP server is
 * configured, and only answering requests from the machine itself.
 */
export function devMailboxRoutes(app: FastifyInstance, db: Db): void {
  const query = z.object({ to: z.string().optional() });
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dev/mailbox') && !fromThisMachine(request, reply)) return reply;
  });

  app.get('/dev/mailbox.json', { config: { access: 'public' }, schema: { hide: true } }, async (request) => {
    const { to } = query.parse(request.query);
    const rows = await listOutbox(db, to);
    return rows.map((r) => ({
      id: r.id,
      to: r.to,
      subject: r.subject,
      text: r.text,
      links: r.links,
      sentAt: r.sentAt ?? r.createdAt,
    }));
  });

  app.get(
    '/dev/mailbox',
    { config: { access: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const { to } = query.parse(request.query);
      const rows = await listOutbox(db, to);
      const items = rows
        .map(
          (r) => `<article><header><strong>${escapeHtml(r.subject)}</strong><span>to ${escapeHtml(r.to)} ·
        ${(r.sentAt ?? r.createdAt).toISOString()}</span></header><pre>${linkify(r.text)}</pre></article>`,
        )
        .join('\n');
      reply.type('text/html').send(`<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Dev mailbox · Backroom</title>
<style>body{font:15px system-ui,sans-serif;max-width:860px;margin:24px auto;padding:0 16px;color:#1f1f1f}
article{border:1px solid #e5e5e5;border-radius:8px;padding:12px 16px;margin:12px 0}
header{display:flex;justify-content:space-between;gap:12px;flex-wrap:wrap}header span{color:#777}
pre{white-space:pre-wrap;font:14px/1.5 system-ui,sans-serif}</style></head><body>
<h1>Dev mailbox</h1><p>Every e-mail Backroom sends while no SMTP_URL is set. Newest first.</p>
${items || '<p>No e-mail yet.</p>'}</body></html>`);
    },
  );
}
