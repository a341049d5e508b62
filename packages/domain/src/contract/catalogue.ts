/**
 * Answers of the store-request catalogue: the public share link (GET /open/catalogue/{handle}) and the e-mail that
 * sends it (spec 2 Request Items). Money in major units. The public page gets no internal item codes.
 */
import { z } from 'zod';

export const catalogueSize = z.object({
  id: z.number().int(),
  status: z.enum(['Consignment', 'Buying']),
  saleType: z.enum(['Consignment', 'Buying']),
  price: z.number().nullable(),
  /** The store's price range for a request, low and high; null for a fixed price. */
  storeRequestPriceRange: z.tuple([z.number().nullable(), z.number().nullable()]).nullable(),
  option1Value: z.string().nullable(),
  option2Value: z.string().nullable(),
  option3Value: z.string().nullable(),
  location: z.string().nullable(),
});
export type CatalogueSize = z.output<typeof catalogueSize>;

export const catalogueProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  sku: z.string(),
  image: z.string().nullable(),
  brand: z.string(),
  sizes: z.array(catalogueSize),
});
export type CatalogueProduct = z.output<typeof catalogueProduct>;

export const publicCatalogue = z.object({
  store: z.object({
    name: z.string(),
    handle: z.string(),
    logo: z.string().nullable(),
    currency: z.string(),
  }),
  products: z.array(catalogueProduct),
  count: z.number().int(),
});
export type PublicCatalogue = z.output<typeof publicCatalogue>;

export const catalogueEmailSent = z.object({
  message: z.string(),
  /** How many consigners were mailed. */
  sent: z.number().int(),
  link: z.string(),
});
export type CatalogueEmailSent = z.output<typeof catalogueEmailSent>;
