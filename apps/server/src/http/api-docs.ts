/**
 * /api/docs: the OpenAPI document rendered by Scalar's API reference (issue #20), and the document itself at
 * /api/docs/json. Swagger UI froze the browser on this 1.4 MB OpenAPI 3.1 document (8 of 170 operations drawn
 * after 90 s). The reference's bundle is served from here (`script-src 'self'`); its one inline start-up script
 * carries a nonce drawn once per process: these pages show only the document, never a user's data.
 */
import { randomBytes } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyInstance } from 'fastify';

const nonce = randomBytes(16).toString('base64');

/** Like the apps' policy, plus the start-up script's nonce; the reference sets inline styles. */
const DOCS_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  `script-src 'self' 'nonce-${nonce}'`,
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "frame-ancestors 'none'",
].join('; ');

export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(scalar, {
    routePrefix: '/api/docs',
    openApiDocumentEndpoints: { json: '/json', yaml: '/yaml' },
    logLevel: 'warn',
    configuration: {
      nonce,
      pageTitle: 'Backroom API',
      // The default fonts come from Scalar's CDN: the page uses the system's.
      withDefaultFonts: false,
      telemetry: false,
      showDeveloperTools: 'never',
      // No "Ask AI" chat: it talks to Scalar's service (and the policy above would block it anyway).
      agent: { disabled: true },
      // No "Generate MCP" offer either: it leads to Scalar's registry.
      mcp: { disabled: true },
    },
    hooks: {
      onRequest: async (request, reply) => {
        reply.header('content-security-policy', DOCS_CSP);
        // The 5.8 MB reference bundle (some 1.4 MB brotli) is fetched only by this page; a browser reuses it for
        // a day instead of downloading it on every visit.
        if (request.url.endsWith('/js/scalar.js')) reply.header('cache-control', 'public, max-age=86400');
      },
    },
  });
}
