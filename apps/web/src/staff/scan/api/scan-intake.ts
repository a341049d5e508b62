import type { GtinAttached, IntakeSaved, ScanAnswer, ScanProduct } from '@backroom/domain/contract/scans';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { useInvalidateInventory } from '@web/staff/inventory/api/inventory-actions';

export type { ScanAnswer, ScanProduct };

export interface ScanRequest {
  consigner: number;
  location: string;
  gtin: string;
  scanned: number[];
}

export const scanValue = (body: ScanRequest) => api.post<ScanAnswer>('/api/inventories/scan', body);

export function useScanValue(config: MutationConfig<typeof scanValue> = {}) {
  return useMutation({ ...config, mutationFn: scanValue });
}

export interface AttachGtinRequest {
  gtin: string;
  productId?: number;
  productTemplateId?: number;
  size?: string;
}

export const attachGtin = (body: AttachGtinRequest) =>
  api.post<GtinAttached>('/api/inventories/scan/attachGtin', body);

export function useAttachGtin(config: MutationConfig<typeof attachGtin> = {}) {
  return useMutation({ ...config, mutationFn: attachGtin });
}

export interface SaveIntakeRequest {
  consigner: number;
  location: string;
  subLocation: string | null;
  ids: number[];
}

/** POST /api/inventories/scan/save: the scanned items are accepted at the location, all or none. */
export const saveIntake = (body: SaveIntakeRequest) =>
  api.post<IntakeSaved>('/api/inventories/scan/save', body);

export function useSaveIntake(config: MutationConfig<typeof saveIntake> = {}) {
  const invalidate = useInvalidateInventory();
  const { onSuccess, ...rest } = config;
  return useMutation({
    ...rest,
    mutationFn: saveIntake,
    onSuccess: async (...args) => {
      void invalidate();
      await onSuccess?.(...args);
    },
  });
}
