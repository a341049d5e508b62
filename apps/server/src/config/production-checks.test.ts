import { describe, expect, it } from 'vitest';
import { platformUrl, storeUrls } from '../core/urls';
import { loadEnv } from './env';
import { isReservedDomain, productionProblems, senderDomain } from './production-checks';

const JWT_SECRET = 'production-secret-production-secret-0123';
const safe = {
  NODE_ENV: 'production',
  JWT_SECRET,
  PUBLIC_PROTOCOL: 'https',
  TRUST_PROXY: '127.0.0.1',
  HOST_SUFFIX: 'shop.backroom.app',
  MAIL_FROM: 'Backroom <no-reply@shop.backroom.app>',
};
const problemsWith = (overrides: Record<string, string | undefined>) =>
  productionProblems(loadEnv({ ...safe, ...overrides }));

describe('the production configuration check (main.ts refuses to start on any problem)', () => {
  it('passes a configuration with https links, a trusted proxy and a sender on a real domain', () => {
    expect(problemsWith({})).toEqual([]);
  });

  it('refuses http links, saying what they are and what to set', () => {
    const [problem, ...rest] = problemsWith({ PUBLIC_PROTOCOL: undefined });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/PUBLIC_PROTOCOL is not https: the links Backroom e-mails .* plain http:\/\//);
    expect(problem).toContain('set PUBLIC_PROTOCOL=https');
  });

  it('refuses https links with no trusted proxy, which would leave the sign-in cookie without Secure', () => {
    const [problem] = problemsWith({ TRUST_PROXY: undefined });
    expect(problem).toMatch(/TRUST_PROXY is unset: .* without its Secure flag/);
  });

  it('refuses the default sender and every sender on a reserved domain', () => {
    for (const from of [
      undefined, // the default, no-reply@backroom.local
      'no-reply@backroom.test',
      'Shop <shop@mail.example>',
      'shop@store.invalid',
      'root@localhost',
      'root@server.internal',
      'no-reply@example.com',
      'no-reply@mail.example.org',
    ]) {
      const [problem, ...rest] = problemsWith({ MAIL_FROM: from });
      expect(rest, String(from)).toEqual([]);
      expect(problem, String(from)).toMatch(
        /^MAIL_FROM sends from \S+, a domain reserved .* receiving mail servers reject/,
      );
    }
  });

  it('uses Linnworks itself by default in production, and refuses the local test Linnworks, in words', () => {
    expect(loadEnv(safe).LINNWORKS_PROVIDER).toBe('linnworks');
    expect(loadEnv({ NODE_ENV: 'development' }).LINNWORKS_PROVIDER).toBe('local');
    const [problem, ...rest] = problemsWith({ LINNWORKS_PROVIDER: 'local' });
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^LINNWORKS_PROVIDER is local: the local test Linnworks is a stand-in/);
  });

  it('refuses a sender with no address in it', () => {
    expect(problemsWith({ MAIL_FROM: 'Backroom' })[0]).toMatch(
      /MAIL_FROM \(Backroom\) holds no e-mail address/,
    );
  });

  it('lists every problem at once', () => {
    expect(problemsWith({ PUBLIC_PROTOCOL: 'http', MAIL_FROM: 'a@shop.local' })).toHaveLength(2);
  });

  it('checks nothing outside production: development keeps its http links and local sender', () => {
    expect(productionProblems(loadEnv({ NODE_ENV: 'development', JWT_SECRET }))).toEqual([]);
    expect(productionProblems(loadEnv({ NODE_ENV: 'test', JWT_SECRET }))).toEqual([]);
  });
});

describe('sender domains', () => {
  it('reads the address inside angle brackets or a bare address', () => {
    expect(senderDomain('Your Shop <No-Reply@Shop.Example.COM>')).toBe('shop.example.com');
    expect(senderDomain('no-reply@backroom.app')).toBe('backroom.app');
    expect(senderDomain('nobody')).toBeNull();
  });

  it('tells reserved domains from real ones', () => {
    expect(isReservedDomain('backroom.local')).toBe(true);
    expect(isReservedDomain('mailhost')).toBe(true);
    expect(isReservedDomain('backroom.app')).toBe(false);
    expect(isReservedDomain('notexample.com')).toBe(false);
    expect(isReservedDomain('testing.shop')).toBe(false);
  });
});

describe('listening and links', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'development', JWT_SECRET }).HOST).toBe('127.0.0.1');
    expect(loadEnv({ NODE_ENV: 'development', JWT_SECRET, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it("links through the proxy's ports (PUBLIC_PORT, PUBLIC_STAFF_PORT), not the instance's", () => {
    const env = loadEnv({
      ...safe,
      PORT: '3000',
      STAFF_PORT: '3001',
      PUBLIC_PORT: '443',
      PUBLIC_STAFF_PORT: '8443',
    });
    const store = { handle: 'demo', consignerUrl: null, inStoreUrl: null };
    expect(storeUrls(env, store)).toEqual({
      consignerUrl: 'https://demo.shop.backroom.app',
      inStoreUrl: 'https://demo.shop.backroom.app:8443',
    });
    expect(platformUrl(env)).toBe('https://shop.backroom.app/storeSignup');
    const direct = loadEnv({ NODE_ENV: 'development', JWT_SECRET, PORT: '3000', STAFF_PORT: '3001' });
    expect(storeUrls(direct, store).inStoreUrl).toBe('http://demo.localhost:3001');
  });
});
