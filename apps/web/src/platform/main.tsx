import { AppProviders } from '@web/shared/app/AppProviders';
import { mount } from '@web/shared/app/mount';
import { lazy, Suspense } from 'react';

// Lazy, so that what the three pages load first is the same small foundation (vite.config.ts): the platform's
// forms, tabs and cards are not part of the staff and seller apps' first download.
const PlatformPage = lazy(() => import('./PlatformPage').then((m) => ({ default: m.PlatformPage })));

mount(
  <AppProviders>
    <Suspense fallback={null}>
      <PlatformPage />
    </Suspense>
  </AppProviders>,
);
