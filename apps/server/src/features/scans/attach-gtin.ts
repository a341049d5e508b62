/**
 * Attach an unknown GTIN to a product and size from the scan wizard (spec 2 §4). The size must be one of the
 * chosen template's first option values; a product without a template takes the chosen one.
 */

import type { attachGtinBody } from '@backroom/domain/contract/scans';
import { messages } from '@backroom/domain/messages';
import { PRODUCT_MESSAGES } from '@backroom/domain/messages/products';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { storeScoped } from '../../core/store-scope';
import type { Db } from '../../db/client';
import { productGtins, products } from '../../db/schema';
import { badInput, conflict, isUniqueViolation, notFound } from '../../http/errors';
import { findTemplate } from '../product-templates';

export type AttachGtinInput = z.output<typeof attachGtinBody>;

export async function attachGtin(db: Db, storeId: number, input: AttachGtinInput) {
  return db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id, title: products.title, productTemplateId: products.productTemplateId })
      .from(products)
      .where(storeScoped(products, storeId, eq(products.id, input.productId)))
      .for('update');
    if (!product) throw notFound(PRODUCT_MESSAGES.notFound);
    const template = await findTemplate(tx, storeId, input.productTemplateId);
    if (!template) throw badInput(`${messages.selectProductTemplate}`);
    const size = template.option1Values.find((v) => v.trim().toLowerCase() === input.size.toLowerCase());
    if (!size) throw badInput(`${messages.selectAnOption}`);
    const [taken] = await tx
      .select({ title: products.title })
      .from(productGtins)
      .innerJoin(
        products,
        and(eq(products.storeId, productGtins.storeId), eq(products.id, productGtins.productId)),
      )
      .where(storeScoped(productGtins, storeId, eq(productGtins.gtin, input.gtin)));
    if (taken) throw conflict(PRODUCT_MESSAGES.gtinTaken(input.gtin, taken.title));
    try {
      await tx.insert(productGtins).values({ storeId, productId: product.id, size, gtin: input.gtin });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(PRODUCT_MESSAGES.gtinTaken(input.gtin, product.title));
      throw err;
    }
    await tx
      .update(products)
      .set({ productTemplateId: template.id, updatedAt: new Date() })
      .where(storeScoped(products, storeId, eq(products.id, product.id), isNull(products.productTemplateId)));
    return {
      gtin: input.gtin,
      size,
      productId: product.id,
      productTemplateId: product.productTemplateId ?? template.id,
    };
  });
}
