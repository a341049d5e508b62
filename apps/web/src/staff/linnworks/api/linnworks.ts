/** The Linnworks calls (docs/api.md "Linnworks"): connection in Settings, sync status on the Orders screen. */

import { LINNWORKS_MESSAGES } from '@backroom/domain/messages/linnworks';
import { type LinnworksSettingsForm, linnworksSettingsSchema } from '@backroom/domain/schemas/linnworks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import { toast } from '@web/shared/toast/toast';
import { requestLinnworksSync } from './linnworks-sync';

export function useLinnworksConnection() {
  return useQuery({
    queryKey: queryKeys.linnworks.connection,
    queryFn: () => api.get('/api/linnworks'),
    // Just connected: show the first sync's outcome when it is in.
    refetchInterval: (query) => (query.state.data?.configured && !query.state.data.lastSync ? 2000 : false),
  });
}

function useRefreshLinnworks() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: queryKeys.linnworks.connection }),
      client.invalidateQueries({ queryKey: queryKeys.linnworks.sync }),
    ]);
}

export function useSaveLinnworks() {
  const refresh = useRefreshLinnworks();
  return useMutation({
    // The server's words: they say which Linnworks (the local test one in development) was connected.
    // Checked here with the server's own schema, which reads the same form again.
    mutationFn: (values: LinnworksSettingsForm) => {
      linnworksSettingsSchema.parse(values);
      return api.put('/api/linnworks', values);
    },
    onSuccess: (answer) => {
      toast.success(answer.message);
      return refresh();
    },
  });
}

export function useTestLinnworks() {
  return useMutation({
    mutationFn: () => api.post('/api/linnworks/test'),
    onSuccess: (answer) => toast.success(answer.message),
  });
}

export function useDisconnectLinnworks() {
  const refresh = useRefreshLinnworks();
  return useMutation({
    meta: { successMessage: LINNWORKS_MESSAGES.removed },
    mutationFn: () => api.delete('/api/linnworks'),
    onSuccess: refresh,
  });
}

/** The last sync, polled every few seconds while one is under way (then the orders list is read again). */
export function useLinnworksSync(enabled = true) {
  return useQuery({
    queryKey: queryKeys.linnworks.sync,
    queryFn: () => api.get('/api/orders/linnworkOrders'),
    enabled,
    refetchInterval: (query) => (query.state.data?.syncing ? 2000 : false),
    meta: { silent: true },
  });
}

export function useRequestLinnworksSync() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => requestLinnworksSync(true),
    onSuccess: (status) => client.setQueryData(queryKeys.linnworks.sync, status),
  });
}
