import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthSession } from '@web/shared/api/auth-types';
import { endSession, restoreSession } from '@web/shared/api/client';
import { meQueryOptions } from '@web/shared/api/get-me';
import { isPublicKey, queryKeys } from '@web/shared/api/query-keys';
import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import { toast } from '@web/shared/toast/toast';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { session } from './session';

/**
 * Holds the sign-in of the resolved store: the access token in memory (restored from the httpOnly refresh cookie
 * on page load), the user from GET /api/me.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const store = useStore();
  const queryClient = useQueryClient();
  const { status } = useSyncExternalStore(session.subscribe, session.snapshot);
  const me = useQuery({ ...meQueryOptions(), enabled: status === 'signedIn' });
  const wrongStore = Boolean(me.data && me.data.storeId !== store.id);

  const dropUserData = useCallback(
    () => queryClient.removeQueries({ predicate: (query) => !isPublicKey(query.queryKey) }),
    [queryClient],
  );

  useEffect(() => {
    if (status === 'restoring') void restoreSession();
  }, [status]);

  // Signed out here, in another tab, or by a 401 that survived the refresh: forget the user's data. A visitor
  // whose page load found no session never had any; dropping then would strand the public queries in flight.
  const hadUser = useRef(false);
  useEffect(() => {
    if (status === 'signedIn') hadUser.current = true;
    if (status !== 'signedOut' || !hadUser.current) return;
    hadUser.current = false;
    dropUserData();
  }, [status, dropUserData]);

  // A user of another store is signed out (spec 1 §1).
  useEffect(() => {
    if (!wrongStore) return;
    toast.warning(messages.wrongStore);
    session.clear();
  }, [wrongStore]);

  const signIn = useCallback(
    (result: AuthSession) => {
      dropUserData();
      session.saveToken(result.token);
      queryClient.setQueryData(queryKeys.me, result.user);
    },
    [dropUserData, queryClient],
  );

  const logout = useCallback(() => {
    void endSession();
  }, []);

  const { data: user, error, refetch } = me;
  const state = useMemo((): AuthState => {
    if (status === 'restoring') return { status: 'loading' };
    if (status === 'signedOut' || wrongStore) return { status: 'anonymous' };
    if (user) return { status: 'signedIn', user, hasProfile: user.kind !== null };
    if (error) return { status: 'error', error, retry: () => void refetch() };
    return { status: 'loading' };
  }, [status, wrongStore, user, error, refetch]);

  const value = useMemo((): AuthContextValue => ({ state, signIn, logout }), [state, signIn, logout]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
