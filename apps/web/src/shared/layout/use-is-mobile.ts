import { useSyncExternalStore } from 'react';

/** Spec 1 §9: mobile is a width under 768 px. */
const query = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
