import { DEFAULT_HOST_SUFFIX, REMEMBERED_STORE_KEY, type ResolvedStore, resolveStore } from './resolve-store';

/** resolveStore applied to this page. `ignoreRemembered` after the remembered store turned out not to exist. */
export function resolveCurrentStore(ignoreRemembered = false): ResolvedStore | null {
  const remembered = ignoreRemembered ? null : localStorage.getItem(REMEMBERED_STORE_KEY);
  return resolveStore(window.location, remembered, import.meta.env.VITE_HOST_SUFFIX || DEFAULT_HOST_SUFFIX);
}

export function rememberStore(handle: string) {
  localStorage.setItem(REMEMBERED_STORE_KEY, handle);
}

export function forgetStore() {
  localStorage.removeItem(REMEMBERED_STORE_KEY);
}
