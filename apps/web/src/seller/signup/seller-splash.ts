import type { SplashSlide } from '@web/shared/pages/SignupSplashPage';

/** The seller onboarding pages shown once after verification. */
export const sellerSplash: readonly SplashSlide[] = [
  {
    title: 'List your items',
    text: 'Add the items you want to sell. The store reviews them and sets them up for sale.',
  },
  {
    title: 'Drop them off',
    text: 'Bring your items to the store. Follow each one from drop-off to sale in Inventory.',
  },
  {
    title: 'Get paid',
    text: 'When an item sells, your payout appears under Payout and is paid the way you chose.',
  },
];
