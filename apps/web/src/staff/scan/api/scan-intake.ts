import type {
  attachGtinBody,
  intakeBody,
  ScanAnswer,
  ScanProduct,
  scanBody,
} from '@backroom/domain/contract/scans';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { useInvalidateInventory } from '@web/staff/inventory/api/inventory-actions';
import type { z } from 'zod';

export type { ScanAnswer, ScanProduct };

export type ScanRequest = z.input<typeof scanBody>;

export const scanValue = (body: ScanRequest) => api.post('/api/inventories/scan', body);

export function useScanValue(config: MutationConfig<typeof scanValue> = {}) {
  return useMutation({ ...config, mutationFn: scanValue });
}

export type AttachGtinRequest = z.input<typeof attachGtinBody>;

export const attachGtin = (body: AttachGtinRequest) => api.post('/api/inventories/scan/attachGtin', body);

export function useAttachGtin(config: MutationConfig<typeof attachGtin> = {}) {
  return useMutation({ ...config, mutationFn: attachGtin });
}

export type SaveIntakeRequest = z.input<typeof intakeBody>;

/** POST /api/inventories/scan/save: the scanned items are accepted at the location, all or none. */
export const saveIntake = (body: SaveIntakeRequest) => api.post('/api/inventories/scan/save', body);

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
