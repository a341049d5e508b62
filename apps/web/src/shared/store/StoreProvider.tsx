import { useQueryClient } from '@tanstack/react-query';
import { ApiError, restoreSession } from '@web/shared/api/client';
import { meQueryOptions } from '@web/shared/api/get-me';
import { useStoreBranding } from '@web/shared/api/get-store-branding';
import { session } from '@web/shared/auth/session';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { NoStorePage, StoreLoadError } from '@web/shared/pages/problem-pages';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { forgetStore, rememberStore, resolveCurrentStore } from './current-store';
import type { ResolvedStore } from './resolve-store';
import { isStoreFreePath } from './resolve-store';
import { StoreContext } from './store-context';
import { rememberStoreTimeZone, toStoreInfo } from './store-time-zone';

/** Where the resolved key is a store's handle (a `?domain=` or a store's own domain may be a host name). */
const HANDLE_SOURCES = new Set<ResolvedStore['source']>(['host', 'remembered', 'catalogue']);

function leaveForStoreSignup() {
  if (!isStoreFreePath(window.location.pathname)) window.location.assign('/storeSignup');
}

/** Resolves the page's store, loads its branding and renders the app for it; no store → /storeSignup. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const [resolved, setResolved] = useState<ResolvedStore | null>(() => resolveCurrentStore());
  if (!resolved) return <NoStoreRedirect />;
  return (
    <LoadedStore resolved={resolved} onMissing={() => setResolved(resolveCurrentStore(true))}>
      {children}
    </LoadedStore>
  );
}

function NoStoreRedirect() {
  useEffect(leaveForStoreSignup, []);
  return <NoStorePage />;
}

interface LoadedStoreProps {
  resolved: ResolvedStore;
  onMissing: () => void;
  children: ReactNode;
}

function LoadedStore({ resolved, onMissing, children }: LoadedStoreProps) {
  const branding = useStoreBranding(resolved.key, { meta: { silent: true }, retry: 1 });
  // One object per answer, so the effects below run once per load, not on every render.
  const store = useMemo(() => branding.data && toStoreInfo(branding.data), [branding.data]);
  if (store) rememberStoreTimeZone(store.timeZone);
  const [activeHandle, setActiveHandle] = useState<string | null>(null);
  const missing = branding.error instanceof ApiError && branding.error.status === 404;
  const queryClient = useQueryClient();

  // When the page knows the store's handle before the branding answers (from the host name, demo.backroom.app, the
  // store remembered from the last visit, or a catalogue path), the session's restore and the user's load start
  // beside the branding, not after it: two round trips less before the first screen on a phone's network. The
  // branding's handle then matches and changes nothing; if it did not, the session would restore again for the
  // store the branding names.
  useEffect(() => {
    if (!HANDLE_SOURCES.has(resolved.source)) return;
    session.setStore(resolved.key);
    void restoreSession().then((token) => {
      if (token) void queryClient.prefetchQuery(meQueryOptions());
    });
  }, [resolved, queryClient]);

  useEffect(() => {
    if (!store) return;
    rememberStore(store.handle);
    session.setStore(store.handle);
    setActiveHandle(store.handle);
  }, [store]);

  useEffect(() => {
    if (!missing) return;
    // A remembered store that no longer exists is forgotten and the page resolves again.
    if (resolved.source === 'remembered') {
      forgetStore();
      onMissing();
    } else leaveForStoreSignup();
  }, [missing, resolved.source, onMissing]);

  if (missing) return <NoStorePage />;
  if (branding.isError) {
    return <StoreLoadError reason={branding.error.message} onRetry={() => branding.refetch()} />;
  }
  // Children render only once the session knows the store, so their calls carry X-Store-Handle.
  if (!store || activeHandle !== store.handle) return <AppSkeleton />;
  return <StoreContext value={store}>{children}</StoreContext>;
}
