import type { DbUser } from '@backroom/domain/contract/auth';
import type { AuthSession } from '@web/shared/api/auth-types';
import { createContext, useContext } from 'react';

/** Spec 1 §4: loading, logged in with a profile, logged in with no profile (and signed out, or a failed load). */
export type AuthState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'error'; error: Error; retry: () => void }
  | { status: 'signedIn'; user: DbUser; hasProfile: boolean };

export interface AuthContextValue {
  state: AuthState;
  /** Starts the session returned by login or sign-up. */
  signIn: (session: AuthSession) => void;
  logout: () => void;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used under <AuthProvider>');
  return auth;
}

/** The signed-in user, for screens behind the sign-in guard. */
export function useSignedInUser(): DbUser {
  const { state } = useAuth();
  if (state.status !== 'signedIn') throw new Error('useSignedInUser needs a signed-in user');
  return state.user;
}
