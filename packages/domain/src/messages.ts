/**
 * Every user-facing text of the spec, in one place, so screens and API answers share one
 * source. The spec's spellings are kept on purpose ("submited", "valuee"). Texts the spec does
 * not give (marked "not in the spec") follow its tone and are listed in docs/decisions.md.
 */
export const messages = {
  // ── Accounts and sign-in (spec 1) ──────────────────────────────────────────
  signInTitle: 'Sign in to your account',
  forgotPasswordTitle: 'Forgot your password?',
  verifyEmailTitle: 'You need to verify your email',
  acceptAndContinue: 'Accept and continue',
  invalidPlatformSignup: 'Please enter a valid email, name and handle.',
  invalidHandle: 'Please enter a valid handle.',
  handleNotFound: "Handle doesn't exist.",
  detailsUpdated: 'Your details have been updated successfully.',
  checkEmailToContinue: 'Loading... Please check your email to continue.',
  checkEmailToCompleteSignup: 'Success! Please check your email to complete your signup.',
  passwordUpdated: 'Password has been updated',
  bankDetailsReadOnly:
    'Bank details cannot be changed after submission. Please make changes in person or by e-mailing the store.',

  // ── Inventory: errors (spec 2 §5, §8) ───────────────────────────────────────
  itemNotAccepted: 'This item has not been accepted, you must accept it via the incoming tab.',
  priceNotInRange: 'Price is not within the requested price range.',
  failedToRequestPriceChange: 'Failed to request price change.',
  resyncedWithoutShopifyId: 'Resynced items without Shopify ID. Please try again in a few seconds.',
  locationRequiredToAccept: 'You must add the location of the inventory',
  priceChangeValueRequired: 'You must set the valuee for the price change',
  itemAlreadyScanned: 'Item already scanned',
  waitForFees: 'Please wait to calculate fees',
  enterQuantity: 'Please enter a quantity',
  selectValidOption2: 'Please select a valid option 2',
  selectValidOption3: 'Please select a valid option 3',
  selectAnOption: 'Please select an option',
  selectProduct: 'Select a product',
  selectProductTemplate: 'Select a product template',
  noItemsForLocation: 'No items found for this location.',
  saveFailed: 'Save failed',

  // ── Inventory: warnings ─────────────────────────────────────────────────────
  enterPrice: 'Please enter a price',
  selectLocation: 'Please select a location',
  selectConsigner: 'Please select a consigner',
  selectLocationAndConsigner: 'Please select a location and a consigner',
  wizardSelectFirst: 'Please select size, condition, price, and quantity first',
  noItemForReview: 'No item has been added for review',
  acceptingInventories: 'Accepting inventories, this may take some time',
  acceptingRequestedInventories: 'Accepting requested inventories, this may take some time',
  decliningRequestedInventories: 'Declining requested inventories, this may take some time',
  updatingInventories: "Updating inventories, this may take some time, don't refresh!",
  accountTypeChangeConfirmed:
    'Confirmed Action: These changes take time, you will see the changes slowly update...',

  // ── Inventory: successes and progress ───────────────────────────────────────
  saving: 'Saving',
  saved: 'Saved',
  requestedPriceChange: 'Requested price change',
  inventoryAccepted: 'Inventory accepted successfully',
  trackingCodeAdded: 'Tracking Code Added Successfully',
  dropoffCancelled: 'Dropoff has been cancelled',
  linkCopied: 'Link copied!',
  emailSent: 'Email sent!',
  productAdded: 'Your product has been added successfully',

  // ── Confirms ────────────────────────────────────────────────────────────────
  confirmCancelChecked: 'Do you want to cancel all checked items?',
  confirmCancelDropoff: 'Do you want to cancel this Dropoff?',
  confirmAcceptPriceChange: 'Do you want to accept this price change request?',
  confirmWithdrawItem: 'Are you sure you want to withdraw this item?',
  confirmRequestWithdrawal: 'Are you sure you want to request withdrawal of this item?',
  confirmDeleteEntry: 'Sure to delete?',
  cancelRequestTitle: 'Cancel Request',
  actionCannotBeUndone: 'This action cannot be undone',

  // ── Screens' fixed texts ────────────────────────────────────────────────────
  selectStoreLocationToBegin: 'Select a store location to begin',
  zeroStockNote: 'These are sizes and inventory you have 0 stock in.',

  // ── Catalogue and back office (spec 3 §5, §8) ───────────────────────────────
  unknownError: 'Unknown Error',
  uploadAtLeastOneImage: 'You must upload at least one image.',
  selectAtLeastOneItem: 'Please select at least 1 item',
  templateInUse: 'This template is in use and cannot be deleted.',
  titleRequired: 'Title required',
  categoryRequired: 'Category required',
  brandRequired: 'Brand required',
  option1Required: 'Option 1 required',
  option1ValuesRequired: 'Option 1 values required',
  locationRequired: 'Location required',
  consignerTypeRequired: 'Consigner type required',
  feeRequired: 'Fee required',
  minFeeRequired: 'Min fee required',
  sublocationRequired: 'Sublocation required',
  nameRequired: 'Name is required',
  supportEmailRequired: 'Support email is required',
  redirectUrlRequired: 'Redirect URL email is required',
  domainRequired: 'Domain is required',
  currencyRequired: 'Currency is required',
  labelOptionRequired: 'Label option is required',
  widthRequired: 'Width is required',
  heightRequired: 'Height is required',
  payoutOptionRequired: 'Payout option is required',
  shipInstructionsRequired: 'Ship instructions values required',
  errorSendingInvite: 'Error sending invite',
  sentInvite: 'Sent invite',
  consignerDeleted: 'Consigner deleted!',
  employeeDeleted: 'Employee deleted!',
  employeeAdded: 'Employee added!',
  consignerAdded: 'Consigner added!',
  settingsSaved: 'Settings saved!',
  consignersExported: 'Consigners exported successfully',
  autoPayoutRetrySuccessful: 'Auto payout retry successful!',
  retryingAutoPayout: 'Retrying auto payout...',
  creatingPayout: 'Creating your payout, you will be redirected shortly.',
  statusChangedToPaid: 'Status changed to paid!',
  autoPayoutInProgress: 'Auto payout in progress, check back later for status update.',
  resyncingProduct: 'Resyncing product in background',
  mergingProduct: 'Merging product in background',
  productSubmitted: 'Your product has been submited!',
  // Shopify product import (issue 15 §2; not in the spec's words)
  importingShopifyProducts: 'Importing products from Shopify in background',
  shopifyNotConnected:
    'Importing products needs a connected Shopify shop. Connect the store to Shopify first, then come back here.',
  shopifyUnavailable: 'Shopify did not answer. Please try again in a minute.',
  selectShopifyProducts: 'Select at least one Shopify product to import',
  // The local test Shopify shop's test sale (issue 33, development only)
  localTestShopOnly:
    'Test sales are made in the local test Shopify shop, and this store is not connected to it.',
  localTestShopItemNotActive: 'Only an Active item can be sold in the local test shop.',

  // ── Not in the spec: refusals and checks the spec implies but does not word ──
  forbidden: 'You do not have permission to do this.',
  notYourItem: 'This item does not belong to you.',
  selectPaymentType: 'Please select a payment type',
  invalidPriceRange: 'Please enter a valid price range',
  storeOwnedNoPriceChange: 'Store-owned items have no price-change request.',
  alreadyStoreOwned: 'This item already belongs to the store.',
  statusLocked: 'Sold, pending-sale and paid items are locked while safe status mode is on.',
  itemRemoved: 'This item has been removed.',
  trackingCodeRequired: 'Please enter a tracking code',
  trackingOnlyForMarketplaceSales:
    'Tracking codes can only be added to items sold on the online marketplace.',
  enterValidEmail: 'Please enter a valid email',
  invalidCurrency: 'Please select a valid currency',
  signupInfoRequired: 'Signup info is required',
  optionNamesLocked: 'Option names cannot be edited once the template exists.',
  lastTemplate: 'The last template cannot be deleted.',
  sellingFeeRange: 'Fee must be between 0 and 100',
  percentRange: 'Must be between 0 and 100',
  mustNotBeNegative: 'Must be 0 or more',
  /** Not in the spec: a price typed as 0 or below, said where it is typed instead of silently becoming 0. */
  priceAboveZero: 'The price must be more than 0.',
  wholeNumber: 'Must be a whole number',
  amountRange: 'Must be from 0 to 1,000,000.00',
  quantityRange: 'Must be at most 1,000 items',
  noControlCharacters: 'Must not contain control characters such as NUL',
  noSuchId: 'Not a valid id',
  nameTaken: 'This name is already in use. Please choose another.',
  oneDefaultType: 'Only one consigner type may be the default.',
  zeroPayoutWithSellingFee: 'The selling fee takes the whole price, so the payout is zero.',
  saleOfAnotherOrder: 'This item was sold in another order.',
  saleAlreadyInPayout: 'Order cancelled, but this item is already in a payout, so it stays sold.',
  nothingToAccept:
    'There is nothing to accept: scan the items this consigner requested or is dropping off, then Save.',
  alreadyInStock: 'Already in stock: nothing to accept, Save leaves it as it is.',
} as const;

export type MessageKey = keyof typeof messages;

// ── Parametrised texts ────────────────────────────────────────────────────────

/** "Please select Size, Condition, Price, and Quantity first" (names of the template's options). */
export function selectOptionsFirst(optionNames: readonly string[]): string {
  return `Please select ${[...optionNames, 'Price'].join(', ')}, and Quantity first`;
}

/**
 * The add-inventory warning naming only what is missing: "Please select Condition first", "Please select Size and
 * Price first". When everything is missing it is the spec's full sentence (selectOptionsFirst).
 */
export function selectMissingFirst(missing: readonly string[], all: readonly string[]): string {
  if (missing.length === 0 || missing.length === all.length) return selectOptionsFirst(all.slice(0, -2));
  const list =
    missing.length === 1
      ? missing[0]
      : missing.length === 2
        ? `${missing[0]} and ${missing[1]}`
        : `${missing.slice(0, -1).join(', ')}, and ${missing[missing.length - 1]}`;
  return `Please select ${list} first`;
}

export const inventoryAddedTo = (title: string): string => `Inventory added to ${title}`;
export const emailInstructionsSent = (email: string): string => `Email instructions sent to ${email}`;
export const disabledAccount = (email: string): string =>
  `Your account has been disabled by the store owner. Contact ${email} to get more info.`;
export const pleaseInput = (title: string): string => `Please Input ${title}!`;
export const fieldRequired = (title: string): string => `${title} is required`;
export const acceptTermsTitle = (storeName: string): string => `Accept ${storeName} Terms`;
export const noShopifyProductFound = (title: string): string =>
  `No Shopify Product Found for ${title}. Resyncing.`;
export const optionValuesWithoutTitle = (option: 2 | 3): string =>
  `Option ${option} has values, please enter title for option ${option}.`;
/** `price` as money-format writes it, symbol included ("$90.00"). */
export const priceChangePending = (price: string): string => `Request for price change to ${price} pending.`;
export const productIdTooltip = (code: string): string => `Product ID: ${code}`;
export const orderTitle = (name: string): string => `Order ${name}`;
/** Not in the spec's words: the note for a price whose payout is zero; `zero` as money-format writes it ("$0.00"). */
export const zeroPayoutNote = (zero: string): string => `The current price gives a payout of ${zero}.`;
/** An action's internal name as a person reads it: bulkAcceptInventory → "Bulk accept inventory". */
export function actionInWords(action: string): string {
  const words = action.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Not in the spec: refusal when an action does not apply to the item's status, naming the action in words
 * (never its internal name); the spec's own sentence where it has one.
 */
export const cannotInStatus = (action: string, status: string): string =>
  action === 'addTrackingCode'
    ? messages.trackingOnlyForMarketplaceSales
    : `This item is ${status}: "${actionInWords(action)}" is not possible for it now.`;

/** A test sale made in the local test Shopify shop (development only). */
export const localTestShopSold = (order: string): string =>
  `The local test shop sold it (order ${order}). The order is coming in: see Find Orders.`;
