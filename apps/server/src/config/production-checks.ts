import type { Env } from './env';

/**
 * Domains no receiving mail server accepts a sender from: reserved for tests, documentation and local networks
 * (RFC 2606, RFC 6761, RFC 6762's .local, ICANN's .internal), plus a bare host name with no dot.
 */
const RESERVED_SUFFIXES = ['test', 'example', 'invalid', 'localhost', 'local', 'internal', 'home.arpa'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** `Backroom <no-reply@shop.example.com>` or `no-reply@shop.example.com` → `shop.example.com`; null when none. */
export function senderDomain(mailFrom: string): string | null {
  const address = /<([^>]*)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const at = address.trim().lastIndexOf('@');
  if (at < 0) return null;
  const domain = address
    .trim()
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return domain || null;
}

export function isReservedDomain(domain: string): boolean {
  if (!domain.includes('.')) return true;
  return (
    RESERVED_SUFFIXES.some((s) => domain === s || domain.endsWith(`.${s}`)) ||
    RESERVED_DOMAINS.some((d) => domain === d || domain.endsWith(`.${d}`))
  );
}

/**
 * What makes a production configuration unsafe or broken for its users, one sentence each; empty when none.
 * The server refuses to start in production (NODE_ENV=production) while any remains (main.ts).
 */
export function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.PUBLIC_PROTOCOL !== 'https') {
    problems.push(
      'PUBLIC_PROTOCOL is not https: the links Backroom e-mails (password resets, invitations, sign-up ' +
        'confirmations) would be plain http:// links, and browsers would not be told to keep to HTTPS. Serve ' +
        'Backroom behind TLS (docs/operations.md, "Production") and set PUBLIC_PROTOCOL=https.',
    );
  } else if (!env.TRUST_PROXY) {
    problems.push(
      'PUBLIC_PROTOCOL is https but TRUST_PROXY is unset: Backroom itself speaks plain HTTP behind a TLS proxy, and ' +
        'without trusting that proxy it cannot tell a request came over TLS, so the sign-in cookie would be set ' +
        "without its Secure flag. Set TRUST_PROXY to the proxy's address (127.0.0.1 when it runs on this machine).",
    );
  }
  if (env.LINNWORKS_PROVIDER === 'local') {
    problems.push(
      'LINNWORKS_PROVIDER is local: the local test Linnworks is a stand-in for development that brings made-up ' +
        "orders, never a shop's own. Leave LINNWORKS_PROVIDER unset (or set it to linnworks) in production.",
    );
  }
  const domain = senderDomain(env.MAIL_FROM);
  if (!domain) {
    problems.push(
      `MAIL_FROM (${env.MAIL_FROM}) holds no e-mail address: set it to the address Backroom's e-mails come ` +
        'from, such as "Your Shop <no-reply@shop.example.com>" with your own domain.',
    );
  } else if (isReservedDomain(domain)) {
    problems.push(
      `MAIL_FROM sends from ${domain}, a domain reserved for tests and local networks: receiving mail servers ` +
        'reject such a sender, so password resets and invitations would never arrive. Set MAIL_FROM to an address ' +
        'on a domain you own, such as "Your Shop <no-reply@shop.example.com>" with your domain in place of ' +
        'shop.example.com.',
    );
  }
  return problems;
}
