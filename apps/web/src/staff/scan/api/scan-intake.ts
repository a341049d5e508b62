import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import type { InventoryItem } from '@web/staff/inventory/api/inventory';
import { useInvalidateInventory } from '@web/staff/inventory/api/inventory-actions';

export interface ScanProduct {
  id: number;
  title: string;
  sku: string | null;
  image: string | null;
  category: string | null;
  productTemplateId: number | null;
  productTemplate: {
    id: number;
    option1: string;
    option2: string | null;
    option3: string | null;
    option1Values: string[];
    option2Values: string[];
    option3Values: string[];
  } | null;
}

/** POST /api/inventories/scan: what the scanned value (GTIN or item code) means for the consigner. */
export interface ScanAnswer {
  match: 'none' | 'gtin' | 'code';
  scanGTINProduct: ScanProduct | null;
  scanGTINInventories: InventoryItem[];
  gtinSize: string | null;
  alreadyScanned: number;
}

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
  api.post<{ gtin: string; size: string; productId: number }>('/api/inventories/scan/attachGtin', body);

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
  api.post<{ ids: number[]; message: string | null }>('/api/inventories/scan/save', body);

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
