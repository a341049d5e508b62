import { useMediaQuery } from './use-media-query';

/** Spec 1 §9: mobile is a width under 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery('(max-width: 767.98px)');
}
