import { UI } from '@backroom/domain/constants';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Spec 3 §4: creating a type, template or sublocation refreshes its list after 500 ms. */
export function refreshLater(queryClient: QueryClient, queryKey: QueryKey): void {
  setTimeout(() => void queryClient.invalidateQueries({ queryKey }), UI.listRefreshDelayMs);
}
