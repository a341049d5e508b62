/** Messages of the shop area (server answers and screens): contract texts, kept byte for byte. */
// from apps/server/src/features/shop/checkout.ts
export const SHOP_MESSAGES = {
  gone: (title: string) => `Sorry, ${title} was just sold. Please remove it from your cart.`,
  notFound: 'Item not found.',
  emptyCart: 'Your cart is empty.',
} as const;
