import { describe, expect, it } from 'vitest';
import {
  acceptTermsTitle,
  cannotInStatus,
  disabledAccount,
  emailInstructionsSent,
  fieldRequired,
  inventoryAddedTo,
  messages,
  noShopifyProductFound,
  optionValuesWithoutTitle,
  orderTitle,
  pleaseInput,
  priceChangePending,
  productIdTooltip,
  selectOptionsFirst,
  zeroPayoutNote,
} from '../src/messages';

/** Texts copied from the three spec documents, spellings included. */
const SPEC_TEXTS = [
  'Your product has been submited!',
  'You must set the valuee for the price change',
  'This item has not been accepted, you must accept it via the incoming tab.',
  'Price is not within the requested price range.',
  'You must add the location of the inventory',
  'Please enter a valid email, name and handle.',
  'Please enter a valid handle.',
  "Handle doesn't exist.",
  'No items found for this location.',
  'Please enter a price',
  'Please select a location',
  'Please select a consigner',
  'No item has been added for review',
  'Item already scanned',
  'Please wait to calculate fees',
  'Failed to request price change.',
  'Requested price change',
  'Resynced items without Shopify ID. Please try again in a few seconds.',
  "Updating inventories, this may take some time, don't refresh!",
  'Confirmed Action: These changes take time, you will see the changes slowly update...',
  'Inventory accepted successfully',
  'Tracking Code Added Successfully',
  'Dropoff has been cancelled',
  'Link copied!',
  'Email sent!',
  'Your product has been added successfully',
  'Do you want to cancel all checked items?',
  'Do you want to cancel this Dropoff?',
  'Do you want to accept this price change request?',
  'Are you sure you want to withdraw this item?',
  'Are you sure you want to request withdrawal of this item?',
  'You must upload at least one image.',
  'Please select at least 1 item',
  'This template is in use and cannot be deleted.',
  'Redirect URL email is required',
  'Ship instructions values required',
  'Auto payout in progress, check back later for status update.',
  'Creating your payout, you will be redirected shortly.',
  'Status changed to paid!',
  'Auto payout retry successful!',
  'Retrying auto payout...',
  'Your details have been updated successfully.',
  'Loading... Please check your email to continue.',
  'Success! Please check your email to complete your signup.',
  'Password has been updated',
  'These are sizes and inventory you have 0 stock in.',
  'Select a store location to begin',
];

describe('messages catalogue', () => {
  it("holds the spec's texts verbatim", () => {
    const values = Object.values(messages) as string[];
    for (const text of SPEC_TEXTS) expect(values).toContain(text);
  });

  it('has no empty texts', () => {
    for (const value of Object.values(messages)) expect(value.trim()).not.toBe('');
  });

  it('fills parametrised texts', () => {
    expect(selectOptionsFirst(['Size', 'Condition'])).toBe(
      'Please select Size, Condition, Price, and Quantity first',
    );
    expect(selectOptionsFirst([])).toBe('Please select Price, and Quantity first');
    expect(inventoryAddedTo('Dunk Low')).toBe('Inventory added to Dunk Low');
    expect(emailInstructionsSent('a@b.co')).toBe('Email instructions sent to a@b.co');
    expect(disabledAccount('help@shop.co')).toBe(
      'Your account has been disabled by the store owner. Contact help@shop.co to get more info.',
    );
    expect(pleaseInput('Fee')).toBe('Please Input Fee!');
    expect(fieldRequired('Phone')).toBe('Phone is required');
    expect(acceptTermsTitle('Sole')).toBe('Accept Sole Terms');
    expect(noShopifyProductFound('Samba')).toBe('No Shopify Product Found for Samba. Resyncing.');
    expect(optionValuesWithoutTitle(3)).toBe('Option 3 has values, please enter title for option 3.');
    expect(priceChangePending('$90.00')).toBe('Request for price change to $90.00 pending.');
    expect(productIdTooltip('X1')).toBe('Product ID: X1');
    expect(orderTitle('#1001')).toBe('Order #1001');
    expect(zeroPayoutNote('$0.00')).toBe('The current price gives a payout of $0.00.');
    expect(cannotInStatus('transfer', 'Sold')).toBe(
      'This item is Sold: "Transfer" is not possible for it now.',
    );
    expect(cannotInStatus('addTrackingCode', 'Active')).toBe(
      'Tracking codes can only be added to items sold on the online marketplace.',
    );
    expect(cannotInStatus('requestPriceChange', 'Sold')).not.toMatch(/[a-z][A-Z]/);
  });
});
