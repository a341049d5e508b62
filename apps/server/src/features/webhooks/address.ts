/**
 * Where webhooks may be sent (docs/security.md, "Outbound webhooks"). In production only https to public
 * addresses: a store must not make the server call its own network (metadata services, the database, other
 * tenants' internals). The host is checked when the endpoint is saved AND every time it is connected to (the
 * lookup below), because a name can resolve to a public address today and a private one tomorrow.
 * Outside production plain http to 127.0.0.1 is allowed, for local receivers in tests and development.
 */
import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import { badInput } from '../../http/errors';

const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

/** True for an address on the public internet; loopback, private, link-local, reserved and multicast are not. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !PRIVATE.check(address, 'ipv4');
  if (family !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  return !PRIVATE.check(address, 'ipv6');
}

export interface AddressPolicy {
  /** Production: https only, public addresses only. */
  production: boolean;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The check made when an endpoint is saved: 400 with the reason in words. */
export async function checkEndpointUrl(value: string, policy: AddressPolicy): Promise<void> {
  if (!policy.production) return;
  const url = new URL(value);
  if (url.protocol !== 'https:') throw badInput(WEBHOOK_MESSAGES.urlHttps);
  const host = hostOf(url);
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw badInput(WEBHOOK_MESSAGES.urlPrivate);
    return;
  }
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal'))
    throw badInput(WEBHOOK_MESSAGES.urlPrivate);
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw badInput(WEBHOOK_MESSAGES.urlUnresolvable);
  }
  if (addresses.length === 0) throw badInput(WEBHOOK_MESSAGES.urlUnresolvable);
  if (addresses.some((a) => !isPublicAddress(a.address))) throw badInput(WEBHOOK_MESSAGES.urlPrivate);
}

/** The DNS lookup a delivery connects with: in production it refuses to connect to a non-public address. */
export function guardedLookup(policy: AddressPolicy): LookupFunction | undefined {
  if (!policy.production) return undefined;
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((a) => !isPublicAddress(a.address));
      if (refused || list.length === 0) return callback(new Error(WEBHOOK_MESSAGES.urlPrivate), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
