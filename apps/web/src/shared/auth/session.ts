/**
 * The browser session: which store the page is for and the tokens of that store's signed-in user.
 * Tokens live in localStorage under a key per store, so two stores never share a sign-in.
 */
export interface TokenPair {
  token: string;
  refreshToken: string | null;
}

const tokenKey = (handle: string) => `backroom.auth.${handle}`;

let storeHandle: string | null = null;
let app: 'staff' | 'seller' | null = null;
let cachedRaw: string | null = null;
let cachedTokens: TokenPair | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function parse(raw: string | null): TokenPair | null {
  if (raw === cachedRaw) return cachedTokens;
  cachedRaw = raw;
  try {
    const value = raw ? (JSON.parse(raw) as Partial<TokenPair>) : null;
    cachedTokens =
      typeof value?.token === 'string'
        ? { token: value.token, refreshToken: value.refreshToken ?? null }
        : null;
  } catch {
    cachedTokens = null;
  }
  return cachedTokens;
}

if (typeof window !== 'undefined') {
  // Another tab signed in or out of the same store.
  window.addEventListener('storage', (event) => {
    if (storeHandle && event.key === tokenKey(storeHandle)) emit();
  });
}

export const session = {
  storeHandle: () => storeHandle,

  /** The app this page is; the server uses it for the links it mails (X-Backroom-App). */
  app: () => app,

  setApp(kind: 'staff' | 'seller' | null) {
    app = kind;
  },

  setStore(handle: string | null) {
    if (handle === storeHandle) return;
    storeHandle = handle;
    emit();
  },

  tokens(): TokenPair | null {
    return storeHandle ? parse(localStorage.getItem(tokenKey(storeHandle))) : null;
  },

  saveTokens(tokens: TokenPair) {
    if (!storeHandle) return;
    localStorage.setItem(tokenKey(storeHandle), JSON.stringify(tokens));
    emit();
  },

  clear() {
    if (!storeHandle) return;
    localStorage.removeItem(tokenKey(storeHandle));
    emit();
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
