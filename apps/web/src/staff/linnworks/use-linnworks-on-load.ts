import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@web/shared/api/query-keys';
import { useEffect } from 'react';
import { requestLinnworksSync } from './api/linnworks-sync';

/** Once per page load, whoever signs in first: the layout mounts again on every sign-in, the load does not. */
let requested = false;

/**
 * Spec 3 §7: the staff app calls POST /api/orders/linnworkOrders when it loads. Silent whatever happens: a store
 * without Linnworks answers configured: false, and a failure shows on the Orders screen, never as a toast.
 */
export function useLinnworksOnLoad() {
  const client = useQueryClient();
  useEffect(() => {
    if (requested) return;
    requested = true;
    requestLinnworksSync()
      .then((status) => {
        client.setQueryData(queryKeys.linnworks.sync, status);
        if (status.configured) void client.invalidateQueries({ queryKey: queryKeys.orders.all });
      })
      .catch(() => {
        requested = false;
      });
  }, [client]);
}
