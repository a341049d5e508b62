/**
 * The browser session: which store the page is for and the signed-in user's access token, kept in memory only.
 * No token is ever in localStorage, sessionStorage or a script-readable cookie: the refresh token is an httpOnly
 * cookie of the server's, and on page load the app trades it for a new access token (docs/security.md).
 */
export type SessionStatus = 'restoring' | 'signedIn' | 'signedOut';

export interface SessionSnapshot {
  status: SessionStatus;
  token: string | null;
}

let storeHandle: string | null = null;
let app: 'staff' | 'seller' | null = null;
let snapshot: SessionSnapshot = { status: 'restoring', token: null };
const listeners = new Set<() => void>();

function set(next: SessionSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

// Another tab of this app signed out (every session of the login ended): follow it at once.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('backroom.session');
if (channel) {
  channel.onmessage = (event: MessageEvent<{ signedOut?: string }>) => {
    if (event.data?.signedOut && event.data.signedOut === storeHandle)
      set({ status: 'signedOut', token: null });
  };
}

export const session = {
  storeHandle: () => storeHandle,

  /** The app this page is; the server uses it for the links it mails and the refresh cookie (X-Backroom-App). */
  app: () => app,

  setApp(kind: 'staff' | 'seller' | null) {
    app = kind;
  },

  setStore(handle: string | null) {
    if (handle === storeHandle) return;
    storeHandle = handle;
    set({ status: 'restoring', token: null });
  },

  snapshot: (): SessionSnapshot => snapshot,

  token: (): string | null => snapshot.token,

  saveToken(token: string) {
    if (snapshot.token !== token) set({ status: 'signedIn', token });
  },

  /** Forgets the access token; `everywhere` tells this app's other tabs (a sign-out ends every session). */
  clear(everywhere = false) {
    if (everywhere && storeHandle) channel?.postMessage({ signedOut: storeHandle });
    if (snapshot.status !== 'signedOut') set({ status: 'signedOut', token: null });
  },

  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
