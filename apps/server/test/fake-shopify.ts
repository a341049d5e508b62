/** The tests' Shopify Admin API: the same local server development uses (src/dev-integrations). */
export {
  FAKE_TOKEN,
  type FakeProduct,
  type FakeShopify,
  type FakeVariant,
  fakeSneaker,
  startFakeShopify,
} from '../src/dev-integrations/local-shopify';
