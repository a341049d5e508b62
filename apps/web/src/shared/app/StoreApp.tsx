import { AuthProvider } from '@web/shared/auth/AuthProvider';
import { session } from '@web/shared/auth/session';
import { type AppKind, AppKindContext } from '@web/shared/routing/app-kind';
import { StoreProvider } from '@web/shared/store/StoreProvider';
import type { ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { AppProviders } from './AppProviders';

interface StoreAppProps {
  app: AppKind;
  router: ReturnType<typeof createBrowserRouter>;
  /** Extra session-level components (e.g. the staff app's invite acceptance). */
  children?: ReactNode;
}

/** The staff or seller app: providers, the resolved store, its sign-in, then the routes. */
export function StoreApp({ app, router, children }: StoreAppProps) {
  session.setApp(app);
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
