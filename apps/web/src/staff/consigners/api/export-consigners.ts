import { messages } from '@backroom/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { MutationConfig } from '@web/shared/api/query-config';
import { downloadText } from '@web/shared/download';

export const CONSIGNERS_EXPORT_FILE = 'consignersExport.csv';

/**
 * GET /api/consigners/export?search: the CSV of spec 3 §9 (id, names, e-mail, phone, address, account
 * type, fee, isActive, sales, profit), built by the server over every matching consigner, then saved.
 */
export async function exportConsigners(search: string): Promise<void> {
  const csv = await api.getText('/api/consigners/export', { search });
  downloadText(CONSIGNERS_EXPORT_FILE, csv);
}

export function useExportConsigners(config: MutationConfig<typeof exportConsigners> = {}) {
  return useMutation({
    meta: { successMessage: messages.consignersExported },
    ...config,
    mutationFn: exportConsigners,
  });
}
