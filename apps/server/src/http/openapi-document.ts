/** The OpenAPI document's frame: who the API is for, where it answers, how calls sign in, what each tag covers. */
import { openApiWebhooks } from './openapi-webhooks';

const SPEC = {
  accounts: 'spec 1 (accounts and seller portal)',
  inventory: 'spec 2 (inventory)',
  backOffice: 'spec 3 (catalogue and back office)',
};

const TAGS: { name: string; description: string }[] = [
  {
    name: 'stores',
    description: `Creating a store, its branding and settings: ${SPEC.accounts}, ${SPEC.backOffice}.`,
  },
  {
    name: 'auth',
    description: `Sign-up, sign-in, sessions, e-mail verification and the signed-in login: ${SPEC.accounts}.`,
  },
  {
    name: 'apiKeys',
    description: 'Keys for the open REST API (Settings → API keys): the owner only, never with a key.',
  },
  { name: 'employees', description: `Staff accounts, invites and access controls: ${SPEC.backOffice}.` },
  {
    name: 'consigners',
    description: `Sellers' profiles and accounts: ${SPEC.accounts}, ${SPEC.backOffice}.`,
  },
  { name: 'consignerTypes', description: `Fee plans of sellers: ${SPEC.backOffice}.` },
  { name: 'products', description: `The catalogue: ${SPEC.backOffice}.` },
  { name: 'productTemplates', description: `Option templates of products: ${SPEC.backOffice}.` },
  { name: 'inventory', description: `Items and their life cycle: ${SPEC.inventory}.` },
  { name: 'store requests', description: `Products the store asks sellers for: ${SPEC.inventory}.` },
  { name: 'labels', description: `Labels and manifests as PDF: ${SPEC.inventory}.` },
  { name: 'locations', description: `Locations and sublocations: ${SPEC.inventory}, ${SPEC.backOffice}.` },
  { name: 'scans', description: `Scan intake and location reconciliation: ${SPEC.inventory}.` },
  {
    name: 'consignmentAgreement',
    description:
      "The store's consignment agreement: versions, signatures, the rule before accepting items (issue 16).",
  },
  { name: 'orders', description: `Orders from the storefront: ${SPEC.backOffice}.` },
  { name: 'payouts', description: `Paying sellers: ${SPEC.backOffice}.` },
  { name: 'reports', description: `Dashboard and reports: ${SPEC.backOffice}.` },
  { name: 'shop', description: `The built-in public shop: ${SPEC.accounts}.` },
  { name: 'jobs', description: 'Progress of background jobs a call started.' },
  { name: 'uploads', description: 'Images of products and stores.' },
  { name: 'operations', description: 'For operators: health checks.' },
  {
    name: 'webhooks',
    description:
      'Outbound webhooks: the owner adds endpoints under Settings → Webhooks; the `webhooks` section lists the ' +
      'events and their signed bodies (docs/api.md, "Webhooks").',
  },
];

export function openApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Backroom API',
      version: '1.0.0',
      description:
        'Back office and seller portal of resale shops. Every answer is `{ data, error }`: `data` on success, ' +
        '`error` a sentence in words on failure. A call names its store with the `X-Store-Handle` header (or ' +
        '`?domain=`); `/api` calls need `Authorization: Bearer <token>` from `POST /open/auth/login`, or an API key ' +
        '(`Authorization: Bearer bk_live_…`, see the `apiKey` security scheme).',
      license: { name: 'Proprietary' },
    },
    servers: [
      {
        url: '/',
        description: 'The server this document came from (the staff app port answers the same calls).',
      },
    ],
    tags: TAGS,
    webhooks: openApiWebhooks(),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'The access token of `POST /open/auth/login` (15 minutes; refresh with `/open/auth/refresh`).',
        },
        apiKey: {
          type: 'http' as const,
          scheme: 'bearer',
          bearerFormat: 'bk_live_<public id>_<secret>',
          description:
            'An API key the store owner created in Settings → API keys, sent as `Authorization: Bearer bk_live_…`. ' +
            "It acts as the owner who created it on that store only, limited to the key's scopes: each call " +
            'lists the scope it needs in `x-scopes` (an empty list: keys cannot call it). ' +
            'Each key may make a limited number of requests a minute; over it the answer is 429 with `Retry-After`.',
        },
      },
    },
    security: [{ bearerAuth: [] }],
  };
}
