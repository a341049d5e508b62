import { useAuth } from '@web/shared/auth/auth-context';
import { isSignupFinishing } from '@web/shared/auth/signup-handoff';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { ContentSkeleton } from '@web/shared/layout/ContentSkeleton';
import { AccountProblem } from '@web/shared/pages/problem-pages';
import { useStore } from '@web/shared/store/store-context';
import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isBlockedByMaintenance, isUserOfApp, useAppKind } from './app-kind';

/**
 * Suspense for lazily loaded screens: the whole app's skeleton while a page's first chunks load, only the screen's
 * part inside the app's frame (`inFrame`).
 */
export function LazyOutlet({ inFrame = false }: { inFrame?: boolean }) {
  return (
    <Suspense fallback={inFrame ? <ContentSkeleton /> : <AppSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

/** The page a visitor was sent to /login from, or the home page. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: string; search?: string } } | null)?.from;
  return from?.pathname ? `${from.pathname}${from.search ?? ''}` : '/';
}

/**
 * Login, sign-up and reset screens are for signed-out visitors only (spec 1 §2.1). `unfinished`: the seller
 * sign-up also serves a signed-in login with no profile yet, which finishes its steps there (issue #14.6).
 */
export function PublicOnly({ unfinished = false }: { unfinished?: boolean }) {
  const { state } = useAuth();
  const location = useLocation();
  const app = useAppKind();
  if (state.status === 'loading') return <AppSkeleton />;
  if (unfinished && app === 'seller' && state.status === 'signedIn' && state.user.kind === null)
    return <LazyOutlet />;
  if (state.status === 'signedIn') {
    // Just signed up with an address already verified (an employee invite link, a finished seller profile): the
    // onboarding splash, as after verifying. Anyone else signed in, /signup included, goes back to the deep link
    // they signed in from (RequireAccount put it in the state) or home, not to the splash again (issue 33).
    if (location.pathname === '/signup' && state.user.emailVerified && isSignupFinishing())
      return <Navigate to="/signupSplash" replace />;
    return <Navigate to={returnPath(location.state)} replace />;
  }
  return <LazyOutlet />;
}

/**
 * The account flow in the spec's order (spec 1 §2.2, §2.3): not signed in → /login; e-mail unverified →
 * /verify; a seller who has not accepted the terms → the terms dialog; inactive → /disabledAccount;
 * maintenance → /maintenance; then the app.
 */
export function RequireAccount({ termsGate }: { termsGate?: ReactNode }) {
  const { state } = useAuth();
  const app = useAppKind();
  const store = useStore();
  const location = useLocation();

  if (state.status === 'loading') return <AppSkeleton />;
  if (state.status === 'anonymous') return <Navigate to="/login" replace state={{ from: location }} />;
  if (state.status === 'error') return <AccountProblem message={state.error.message} onRetry={state.retry} />;

  const { user } = state;
  if (!user.emailVerified) return <Navigate to="/verify" replace />;
  if (!isUserOfApp(app, user)) {
    // An unfinished sign-up goes on where it stopped: the seller's profile steps, or the invite waiting for
    // this address (PendingInviteAcceptor accepts it).
    if (app === 'seller' && user.kind === null) return <Navigate to="/signup" replace />;
    if (app === 'staff' && user.nextStep === 'acceptInvite') return <AppSkeleton />;
    return <AccountProblem noProfile />;
  }
  if (app === 'seller' && !user.acceptedTOS && termsGate) return termsGate;
  if (!user.isActive) return <Navigate to="/disabledAccount" replace />;
  if (isBlockedByMaintenance(app, store, user)) return <Navigate to="/maintenance" replace />;
  return <Outlet />;
}
