import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { createBrowserRouter } from 'react-router';
import { AuthProvider } from '@web/shared/auth/AuthProvider';
import { type AppKind, AppKindContext } from '@web/shared/routing/app-kind';
import { StoreProvider } from '@web/shared/store/StoreProvider';
import { AppProviders } from './AppProviders';

interface StoreAppProps {
  app: AppKind;
  router: ReturnType<typeof createBrowserRouter>;
  /** Extra session-level components (e.g. the staff app's invite acceptance). */
  children?: ReactNode;
}

/** The staff or seller app: providers, the resolved store, its sign-in, then the routes. */
export function StoreApp({ app, router, children }: StoreAppProps) {
  return (
    <AppProviders>
      <AppKindContext value={app}>
        <StoreProvider>
          <AuthProvider>
            {children}
            <RouterProvider router={router} />
          </AuthProvider>
        </StoreProvider>
      </AppKindContext>
    </AppProviders>
  );
}
