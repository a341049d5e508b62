import type { SplashSlide } from '@web/shared/pages/SignupSplashPage';

/** The staff onboarding pages shown once after verification. */
export const staffSplash: readonly SplashSlide[] = [
  {
    title: 'Welcome to the back office',
    text: 'Run the shop from one place: products, inventory, orders and payouts.',
  },
  {
    title: 'Your access',
    text: 'The menu shows the screens your access controls allow. The store owner can change them.',
  },
  { title: 'Ready to start', text: 'Press Next to open the back office.' },
];
