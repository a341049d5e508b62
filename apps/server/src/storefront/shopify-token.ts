/**
 * The store's Shopify Admin access token at rest (`stores.storefront_access_token`): sealed with the secret box and
 * bound to its store, so a database dump or a row copied into another store does not hand out the shop's admin
 * key. A token written before sealing existed still reads as is until the boot sweep seals it.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isSealed, type SecretBox } from '../security/secret-box';

export const shopifyTokenContext = (storeId: number) => `shopify:${storeId}:accessToken`;

export function sealShopifyToken(box: SecretBox, storeId: number, token: string): string {
  return box.seal(token, shopifyTokenContext(storeId));
}

export function openShopifyToken(box: SecretBox, storeId: number, stored: string | null): string {
  if (!stored) return '';
  return isSealed(stored) ? box.open(stored, shopifyTokenContext(storeId)) : stored;
}

/** Seals every token still stored in clear (run at boot); answers how many it sealed. */
export async function sealStoredShopifyTokens(db: Db, box: SecretBox): Promise<number> {
  const rows = await db.execute(
    sql`select id, storefront_access_token as token from stores
        where storefront_access_token is not null and storefront_access_token not like 'v1:%'`,
  );
  let sealed = 0;
  for (const row of rows.rows as { id: number; token: string }[]) {
    const result = await db.execute(
      sql`update stores set storefront_access_token = ${sealShopifyToken(box, row.id, row.token)}
          where id = ${row.id} and storefront_access_token = ${row.token}`,
    );
    sealed += result.rowCount ?? 0;
  }
  return sealed;
}
