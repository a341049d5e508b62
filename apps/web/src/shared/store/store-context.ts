import type { StoreBranding } from '@backroom/domain/schemas/store';
import { createContext, useContext } from 'react';

export const StoreContext = createContext<StoreBranding | null>(null);

/** The resolved store's branding. Only under <StoreProvider>, which renders nothing until it is loaded. */
export function useStore(): StoreBranding {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useStore must be used under <StoreProvider>');
  return store;
}
