import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Env } from '../config/env';

/**
 * Security headers for every answer (docs/security.md): scripts only from the app itself (the Vite build has no
 * inline script), styles inline too because Ant Design writes its CSS-in-JS into <style> tags, images from
 * anywhere over https (store logos and product images may live on a CDN), no framing, no MIME sniffing, and HSTS
 * only when the public URLs are https.
 */
export function securityHeaderOptions(env: Env): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        frameSrc: ["'self'", 'blob:'],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity:
      env.PUBLIC_PROTOCOL === 'https' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The seller app opens PDFs (manifests, labels) in a new tab from blob: URLs.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
  };
}

/** The headers helmet writes for these options, worked out once (they are the same for every answer). */
export function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer gets the same security headers, set in one step per request: helmet's middleware re-derived the
 * policy strings on every request (issue 35: 5% of a GET /api/me), so they are derived once at start-up with
 * helmet itself. A route may still replace one (the API reference's CSP, an upload's `default-src 'none'`).
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const headers = securityHeaderValues(securityHeaderOptions(env));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
