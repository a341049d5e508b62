/**
 * The first hour of a new store (issue 33): the setup checklist's steps, in order, with the staff screen that does
 * each one. Whether a step is done is the server's reading of the store's own rows (docs/decisions.md).
 */

export const SETUP_STEPS = [
  'fees',
  'consignerTypes',
  'terms',
  'locations',
  'label',
  'firstConsigner',
  'firstItemTagged',
  'staffInvited',
  'storefront',
] as const;
export type SetupStepKey = (typeof SETUP_STEPS)[number];

export interface SetupStepText {
  title: string;
  /** What "done" means, shown under the title. */
  help: string;
  /** The staff app screen one click away. */
  path: string;
  /** The link's words. */
  action: string;
}

export const SETUP_STEP_TEXTS: Record<SetupStepKey, SetupStepText> = {
  fees: {
    title: 'Set your fees',
    help: 'Cleaning, box, withdrawal and payout fees: saved once in Settings.',
    path: '/settings#inventory',
    action: 'Open fee settings',
  },
  consignerTypes: {
    title: 'Choose consigner types',
    help: 'The selling fee of each type of consigner: change the Standard type or add one.',
    path: '/fees',
    action: 'Open consigner types',
  },
  terms: {
    title: 'Write consignment terms',
    help: 'How long items stay, markdowns and what happens after: add your terms.',
    path: '/terms',
    action: 'Open consignment terms',
  },
  locations: {
    title: 'Name your locations',
    help: 'Rename "Main Store", give it an address, or add another location.',
    path: '/settings#locations',
    action: 'Open locations',
  },
  label: {
    title: 'Set up your label',
    help: 'What a printed tag shows and its size: saved once in Settings.',
    path: '/settings#label',
    action: 'Open label settings',
  },
  firstConsigner: {
    title: 'Add a first consigner',
    help: 'Someone who brings you items to sell.',
    path: '/addConsigner',
    action: 'Add a consigner',
  },
  firstItemTagged: {
    title: 'Accept and tag a first item',
    help: 'An item in stock with its label printed.',
    path: '/quickAdd',
    action: 'Quick add an item',
  },
  staffInvited: {
    title: 'Invite your staff',
    help: 'Everyone at the counter gets their own sign-in.',
    path: '/addEmployee',
    action: 'Invite an employee',
  },
  storefront: {
    title: 'Connect a storefront',
    help: 'Open the built-in shop, or install from your Shopify store.',
    path: '/settings#store',
    action: 'Open store settings',
  },
};

/** "4 of 9 done". */
export const setupProgressText = (done: number, total: number): string => `${done} of ${total} done`;
