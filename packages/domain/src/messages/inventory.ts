/** Messages of the inventory area (server answers and screens): contract texts, kept byte for byte. */
import { MAX_NEW_ITEMS, ONLINE_MARKETPLACE_LOCATION } from '../constants';
import { messages } from '../messages';

// from apps/server/src/features/inventory/add.ts
export const ADD_MESSAGES = {
  tooMany: `Please add at most ${MAX_NEW_ITEMS} items at once.`,
  onlyYourself: 'You can only add items for yourself.',
  unknownConsigner: `${messages.selectConsigner}`,
} as const;

// from apps/server/src/features/inventory/quick-add.ts
export const QUICK_ADD_MESSAGES = {
  unknownTemplate: 'Please select a product template',
} as const;

// from apps/server/src/features/inventory/results.ts
export const INVENTORY_MESSAGES = {
  notFound: 'Inventory not found.',
  tooMany: 'Please select at most 5000 items at once.',
  notEditable: 'Withdrawn and declined items cannot be edited.',
  staleVersion: 'This item was changed by someone else. Reload it and try again.',
  consignerOnlyTracking:
    'Here you can only add a tracking code. To change the price, request a price change on the item instead.',
  storeRequestConsigner: 'A store request gets its consigner when one accepts it.',
} as const;

// from apps/server/src/features/inventory/places.ts
export const PLACE_MESSAGES = {
  unknownLocation: 'Location not found.',
  unknownSubLocation: 'Sublocation not found at this location.',
  marketplaceNotAllowed: `${ONLINE_MARKETPLACE_LOCATION} is not available to you.`,
} as const;
