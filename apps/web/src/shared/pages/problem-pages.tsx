import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Pages a visitor sees only when something is off (no such page or store, an account problem, a screen that
 * failed): antd's Result and its illustrations are not part of the first download; they load when shown.
 */
function whenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return (props: P) => (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}

export const AccountProblem = whenShown(() => import('./AccountProblem').then((m) => m.AccountProblem));
export const NotFoundPage = whenShown(() => import('./NotFoundPage').then((m) => m.NotFoundPage));
export const RouteErrorPage = whenShown(() => import('./RouteErrorPage').then((m) => m.RouteErrorPage));
export const NotAvailableYet = whenShown(() => import('./NotAvailableYet').then((m) => m.NotAvailableYet));
export const NoStorePage = whenShown(() => import('../store/NoStorePage').then((m) => m.NoStorePage));
export const StoreLoadError = whenShown(() =>
  import('../store/StoreLoadError').then((m) => m.StoreLoadError),
);
