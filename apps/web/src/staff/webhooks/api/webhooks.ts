/** Settings → Webhooks calls (docs/api.md "Webhooks"); the owner's only. */
import type {
  webhookDeliveryPage,
  webhookEndpointView,
  webhookSecretRolled,
} from '@backroom/domain/contract/webhooks';
import { WEBHOOK_MESSAGES } from '@backroom/domain/messages/webhooks';
import { type WebhookEndpointForm, webhookEndpointCreateSchema } from '@backroom/domain/webhooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import { queryKeys } from '@web/shared/api/query-keys';
import type { z } from 'zod';

export type WebhookEndpoint = z.output<typeof webhookEndpointView>;
export type WebhookDeliveries = z.output<typeof webhookDeliveryPage>;
export type WebhookDelivery = WebhookDeliveries['deliveries'][number];

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks.endpoints,
    queryFn: () => api.get('/api/webhooks/endpoints'),
  });
}

/** The log, read again every few seconds while a delivery is still on its way. */
export function useWebhookDeliveries(endpointId: number) {
  return useQuery({
    queryKey: queryKeys.webhooks.deliveries(endpointId),
    queryFn: () => api.get(`/api/webhooks/endpoints/${endpointId}/deliveries`, { pageSize: 25 }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'pending' || d.status === 'sending')
        ? 2000
        : false,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: ['webhooks'] });
}

export function useCreateWebhook() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (values: WebhookEndpointForm) =>
      api.post('/api/webhooks/endpoints', webhookEndpointCreateSchema.parse(values)),
    onSuccess: refresh,
  });
}

export function useToggleWebhook() {
  const refresh = useRefresh();
  return useMutation({
    meta: { successMessage: WEBHOOK_MESSAGES.saved },
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.patch(`/api/webhooks/endpoints/${id}`, { enabled }),
    onSuccess: refresh,
  });
}

export function useDeleteWebhook() {
  const refresh = useRefresh();
  return useMutation({
    meta: { successMessage: WEBHOOK_MESSAGES.removed },
    mutationFn: (id: number) => api.delete(`/api/webhooks/endpoints/${id}`),
    onSuccess: refresh,
  });
}

export function useRevealSecret() {
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/webhooks/endpoints/${id}/secret`),
  });
}

export type RolledSecret = z.output<typeof webhookSecretRolled>;

export function useRollSecret() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, keepOldSecretForHours }: { id: number; keepOldSecretForHours: number }) =>
      api.post(`/api/webhooks/endpoints/${id}/secret/roll`, { keepOldSecretForHours }),
    onSuccess: refresh,
  });
}

export function useSendTestEvent() {
  const refresh = useRefresh();
  return useMutation({
    meta: { successMessage: WEBHOOK_MESSAGES.testQueued },
    mutationFn: (id: number) => api.post(`/api/webhooks/endpoints/${id}/test`),
    onSuccess: refresh,
  });
}

export function useRedeliver() {
  const refresh = useRefresh();
  return useMutation({
    meta: { successMessage: WEBHOOK_MESSAGES.redeliveryQueued },
    mutationFn: (deliveryId: number) => api.post(`/api/webhooks/deliveries/${deliveryId}/redeliver`),
    onSuccess: refresh,
  });
}
