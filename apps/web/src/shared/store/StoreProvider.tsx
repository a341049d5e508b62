import { ApiError } from '@web/shared/api/client';
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
