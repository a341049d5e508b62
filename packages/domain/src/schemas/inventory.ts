/**
 * Inventory forms (spec 2 §2.12, §5): add-inventory lines, price changes, accepting, transfers,
 * store requests. Prices are major units as typed; the server converts with toMinor.
 */
import { z } from 'zod';
import { PAYMENT_TYPES } from '../constants';
import { messages, selectMissingFirst } from '../messages';
import { SALE_TYPES } from '../statuses';
import { cleanString, idValue, LIMITS, MAX_AMOUNT, MAX_COUNT, optionalText, withinAmount } from './common';
import { type TemplateOptions, templateOptionNames } from './product-template';

export interface LineTemplate extends TemplateOptions {
  option1Values?: readonly string[] | null;
  option2Values?: readonly string[] | null;
  option3Values?: readonly string[] | null;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

const looseNumber = z.unknown().transform(toNumber);

/** One add-inventory line makes this many items at most. */
export const MAX_LINE_QUANTITY = 1000;

/** Services a consigner asks the store for when listing: each adds the store's fee (domain.md §2.4). */
export const itemServicesSchema = z.strictObject({
  cleaning: z.boolean().optional(),
  box: z.boolean().optional(),
});
export type ItemServices = z.infer<typeof itemServicesSchema>;

/**
 * One line of the Add Inventory modal. Missing option values (for the options the template has),
 * a price not above 0 or a quantity below 1 all say "Please select {option names}, Price, and
 * Quantity first". Staff lines also need a location and a consigner.
 */
export function makeAddInventoryLineSchema(template: LineTemplate, options: { staff: boolean }) {
  const optionNames = templateOptionNames(template);
  // Which option (1-3) each named option is, so a missing value names its option.
  const optionIndexes = [template.option1, template.option2, template.option3]
    .map((name, i) => (name?.trim() ? i : -1))
    .filter((i) => i >= 0);
  const everything = [...optionNames, 'Price', 'Quantity'];
  const valueLists = [template.option1Values, template.option2Values, template.option3Values];
  const invalidMessages = [messages.selectAnOption, messages.selectValidOption2, messages.selectValidOption3];
  const names = [template.option1, template.option2, template.option3];
  return z
    .strictObject({
      option1Value: optionalText(),
      option2Value: optionalText(),
      option3Value: optionalText(),
      price: looseNumber,
      quantity: looseNumber.optional().transform((q) => q ?? 1),
      cost: looseNumber
        .optional()
        .refine((c) => c === undefined || !(c < 0 || c > MAX_AMOUNT), messages.amountRange),
      location: optionalText(),
      subLocation: optionalText(),
      consigner: z.union([z.number(), cleanString()]).nullish(),
      category: optionalText(),
      services: itemServicesSchema.optional(),
    })
    .superRefine((line, ctx) => {
      const values = [line.option1Value, line.option2Value, line.option3Value];
      const missingOption = names.some((name, i) => !!name?.trim() && !values[i]);
      const badPrice = !(line.price > 0);
      const badQuantity = !(Number.isInteger(line.quantity) && line.quantity >= 1);
      if (line.price > MAX_AMOUNT)
        ctx.addIssue({ code: 'custom', path: ['price'], message: messages.amountRange });
      if (line.quantity > MAX_LINE_QUANTITY)
        ctx.addIssue({ code: 'custom', path: ['quantity'], message: messages.quantityRange });
      if (missingOption || badPrice || badQuantity) {
        const missing = [
          ...optionNames.filter((_, i) => !values[optionIndexes[i]!]),
          ...(badPrice ? ['Price'] : []),
          ...(badQuantity ? ['Quantity'] : []),
        ];
        ctx.addIssue({ code: 'custom', message: selectMissingFirst(missing, everything) });
        return;
      }
      values.forEach((value, i) => {
        const allowed = valueLists[i];
        if (value && allowed && allowed.length > 0 && !allowed.includes(value)) {
          ctx.addIssue({
            code: 'custom',
            path: [`option${i + 1}Value`],
            message: invalidMessages[i] as string,
          });
        }
      });
      if (!options.staff) return;
      if (!line.location)
        ctx.addIssue({ code: 'custom', path: ['location'], message: messages.selectLocation });
      if (line.consigner == null || line.consigner === '') {
        ctx.addIssue({ code: 'custom', path: ['consigner'], message: messages.selectConsigner });
      }
    });
}

/** POST /api/inventories: the lines of one product; at least one. */
export function makeAddInventorySchema(template: LineTemplate, options: { staff: boolean }) {
  return z.strictObject({
    inventoryFormArray: z
      .array(makeAddInventoryLineSchema(template, options), { error: messages.noItemForReview })
      .min(1, messages.noItemForReview),
  });
}

/** requestPriceChange and storeRequestPriceChange: empty "Please enter a price", ≤ 0 "...valuee...". */
export const priceChangeSchema = z.strictObject({
  requestedPrice: looseNumber.superRefine((price, ctx) => {
    if (Number.isNaN(price)) ctx.addIssue({ code: 'custom', message: messages.enterPrice });
    else if (!(price > 0)) ctx.addIssue({ code: 'custom', message: messages.priceChangeValueRequired });
    else if (!withinAmount(price)) ctx.addIssue({ code: 'custom', message: messages.amountRange });
  }),
});

const ids = z
  .array(z.union([z.number(), cleanString({ max: 40 })]))
  .min(1, messages.selectAtLeastOneItem)
  .max(MAX_COUNT);

/** acceptInventory / bulkAcceptInventory. */
export const acceptInventorySchema = z.strictObject({
  ids,
  location: cleanString({ max: LIMITS.name }, messages.locationRequiredToAccept).min(
    1,
    messages.locationRequiredToAccept,
  ),
  subLocation: optionalText(),
  paymentType: z.enum(PAYMENT_TYPES).nullish(),
});

const locationChoice = cleanString({ max: LIMITS.name }, messages.selectLocation).min(
  1,
  messages.selectLocation,
);

/** transfer: a new location and an optional option value to overwrite with it. */
export const transferSchema = z.strictObject({
  ids,
  location: locationChoice,
  subLocation: optionalText(),
  overrideOption: z.enum(['option1Value', 'option2Value', 'option3Value']).nullish(),
});

/** acceptTransfer: the location the items arrived at. */
export const acceptTransferSchema = z.strictObject({
  ids,
  location: locationChoice,
  subLocation: optionalText(),
});

/** Request Items: a Consignment request has a [low, high] range, a Buying request a fixed price. */
export const storeRequestSchema = z.discriminatedUnion('saleType', [
  z.strictObject({
    saleType: z.literal(SALE_TYPES[1]),
    productId: idValue(messages.selectProduct),
    priceRange: z
      .tuple([looseNumber, looseNumber], { error: messages.invalidPriceRange })
      .refine(
        ([low, high]) => low >= 0 && high > 0 && low <= high && withinAmount(high),
        messages.invalidPriceRange,
      ),
    option1Value: optionalText(),
    option2Value: optionalText(),
    option3Value: optionalText(),
    location: optionalText(),
  }),
  z.strictObject({
    saleType: z.literal(SALE_TYPES[0]),
    productId: idValue(messages.selectProduct),
    price: looseNumber.refine((p) => p > 0, messages.enterPrice).refine(withinAmount, messages.amountRange),
    option1Value: optionalText(),
    option2Value: optionalText(),
    option3Value: optionalText(),
    location: optionalText(),
  }),
]);

/** Scan intake step 0 → 1 needs both a location and a consigner. */
export const scanSetupSchema = z.strictObject({
  location: cleanString({ max: LIMITS.name }, messages.selectLocationAndConsigner).min(
    1,
    messages.selectLocationAndConsigner,
  ),
  consigner: z.union([z.number(), cleanString().min(1)], { error: messages.selectLocationAndConsigner }),
});
