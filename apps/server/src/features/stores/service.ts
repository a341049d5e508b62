import { ACCESS_CONTROLS } from '@backroom/domain/access';
import type { StoreBranding } from '@backroom/domain/contract/stores';
import { type CreateStoreBody, HANDLE_TAKEN } from '@backroom/domain/schemas/store';
import { eq, inArray, or } from 'drizzle-orm';
import { createLinkToken } from '../../core/link-tokens';
import { type StoreRow, storeByHandle } from '../../core/store';
import { WELCOME_TOKEN_SECONDS } from '../../core/tokens';
import { storeUrls, type UrlConfig } from '../../core/urls';
import type { Db } from '../../db/client';
import {
  consigners,
  consignerTypes,
  employees,
  locations,
  productTemplates,
  stores,
  users,
} from '../../db/schema';
import { conflict, isUniqueViolation } from '../../http/errors';
import { queueEmail } from '../../mail/outbox';
import { type SecretsConfig, secretBoxFor } from '../../security/secret-box';
import { sealShopifyToken } from '../../storefront/shopify-token';

export const DEFAULT_TERMS =
  'By listing items with us you agree that we sell them on your behalf, keep the fees of your consigner type, ' +
  'and pay you out after the sale. Items not collected within 30 days of a withdrawal are donated.';

/**
 * The public store answer: the branding, plus the zone in which the store's days start and end, so the
 * web apps compute "today" for date ranges as the reports do (docs/reports.md).
 */
export type OpenStore = StoreBranding & { timeZone: string };

export function toBranding(cfg: UrlConfig, store: StoreRow): OpenStore {
  return {
    id: store.id,
    name: store.name,
    handle: store.handle,
    logo: store.logo,
    currency: store.currency,
    supportEmail: store.supportEmail,
    termsOfService: store.termsOfService,
    maintenanceMode: store.maintenanceMode,
    isBuyingStore: store.isBuyingStore,
    onlineMarketplace: store.onlineMarketplace,
    simplifiedBankForm: store.settings?.simplifiedBankForm === true,
    timeZone: store.timeZone,
    ...storeUrls(cfg, store),
  };
}

export function findStoreByHandle(db: Db, handle: string): Promise<StoreRow | null> {
  return storeByHandle(db, handle);
}

/** GET /open/stores/{domain}: a handle, or a whole custom host name (domain, consignerUrl or inStoreUrl). */
export async function findStoreByDomain(db: Db, domain: string): Promise<StoreRow | null> {
  if (!domain.includes('.')) return findStoreByHandle(db, domain);
  const urls = [`http://${domain}`, `https://${domain}`];
  const [row] = await db
    .select()
    .from(stores)
    .where(
      or(eq(stores.domain, domain), inArray(stores.consignerUrl, urls), inArray(stores.inStoreUrl, urls)),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Creates a store with everything a shop needs on day one (issue 2 §4), in one transaction, and mails the
 * owner a link to set a password (which also verifies the address).
 */
export async function createStore(
  db: Db,
  cfg: UrlConfig & SecretsConfig,
  input: CreateStoreBody & { ownerName?: { firstName: string; lastName: string } },
): Promise<StoreRow> {
  try {
    return await db.transaction(async (tx) => {
      const [store] = await tx
        .insert(stores)
        .values({
          handle: input.handle,
          name: input.name,
          supportEmail: input.email,
          shop: input.shop ?? null,
          platform: input.platform ?? null,
          termsOfService: DEFAULT_TERMS,
        })
        .returning();
      const storeId = store!.id;
      if (input.accessToken) {
        const sealed = sealShopifyToken(secretBoxFor(cfg), storeId, input.accessToken);
        await tx.update(stores).set({ storefrontAccessToken: sealed }).where(eq(stores.id, storeId));
        store!.storefrontAccessToken = sealed;
      }
      const [owner] = await tx.insert(users).values({ storeId, email: input.email }).returning();
      await tx.insert(employees).values({
        storeId,
        userId: owner!.id,
        firstName: input.ownerName?.firstName ?? input.name,
        lastName: input.ownerName?.lastName ?? 'Admin',
        email: input.email,
        role: 'Admin',
        accessControls: [...ACCESS_CONTROLS],
      });
      const [defaultType] = await tx
        .insert(consignerTypes)
        .values({ storeId, accountType: 'Standard', sellingFee: 20, minFee: 0, flatFee: 0, isDefault: true })
        .returning();
      await tx.insert(productTemplates).values({
        storeId,
        title: 'Sneakers',
        brand: 'Any',
        category: 'Sneakers',
        option1: 'Size',
        option2: 'Condition',
        option1Values: [
          '4',
          '4.5',
          '5',
          '5.5',
          '6',
          '6.5',
          '7',
          '7.5',
          '8',
          '8.5',
          '9',
          '9.5',
          '10',
          '10.5',
          '11',
          '11.5',
          '12',
          '13',
          '14',
        ],
        option2Values: ['New', 'Used'],
      });
      await tx.insert(locations).values({ storeId, name: 'Main Store' });
      await tx.insert(consigners).values({
        storeId,
        consignerTypeId: defaultType!.id,
        email: input.email,
        firstName: input.name,
        lastName: '(store)',
        isStoreAccount: true,
        isActive: true,
        acceptedTOS: true,
      });
      const token = await createLinkToken(tx, {
        storeId,
        userId: owner!.id,
        purpose: 'reset',
        seconds: WELCOME_TOKEN_SECONDS,
      });
      const { inStoreUrl } = storeUrls(cfg, store!);
      await queueEmail(tx, {
        storeId,
        to: input.email,
        subject: `Welcome to Backroom: set up ${input.name}`,
        text:
          `Your store ${input.name} is ready.\n\n` +
          `Set your password and sign in to the back office:\n${inStoreUrl}/reset?token=${token}&welcome=1\n\n` +
          `Your consigners sign up at ${storeUrls(cfg, store!).consignerUrl}/signup\n` +
          'The link is valid for 7 days.',
      });
      return store!;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'stores_handle_unique')) throw conflict(HANDLE_TAKEN);
    throw err;
  }
}
