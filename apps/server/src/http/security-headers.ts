import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Env } from '../config/env';

/**
 * Security headers for every answer (docs/security.md): scripts only from the app itself (the Vite build has no
 * inline script), styles inline too because Ant Design writes its CSS-in-JS into <style> tags, images from
 * anywhere over https (store logos and product images may live on a CDN), no framing, no MIME sniffing, and HSTS
 * only when the public URLs are https.
 */
export function securityHeaders(env: Env): FastifyHelmetOptions {
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
