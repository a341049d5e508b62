import { useMutation } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { BodyOf } from '@web/shared/api/contract-paths';
import { downloadText } from '@web/shared/download';

export const PAYOUT_EXPORT_FILE = 'payoutExport.csv';

/** POST /api/payouts/export with chosen items or a payout → payoutExport.csv. */
export async function exportPayout(body: BodyOf<'POST', '/api/payouts/export'>) {
  const answer = await api.post('/api/payouts/export', body);
  downloadText(PAYOUT_EXPORT_FILE, answer.result);
}

export function useExportPayout() {
  return useMutation({ mutationFn: exportPayout, meta: { successMessage: 'Payout exported' } });
}
