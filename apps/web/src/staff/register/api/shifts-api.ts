/** The register's shifts and the employees' discount limits (issue 34). */
import type { ShiftAnswer } from '@backroom/domain/contract/register';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/shared/api/client';
import type { AnswerOf } from '@web/shared/api/contract-paths';
import { downloadBlob } from '@web/shared/download';
import { showPdf } from '@web/shared/manifest/pdf-file';

export type { ShiftAnswer };

export const shiftKeys = {
  all: ['register', 'shifts'] as const,
  limits: ['register', 'discountLimits'] as const,
};

/** Read afresh on every visit: sales and returns made meanwhile change the drawer. */
export const useShifts = () =>
  useQuery({
    queryKey: shiftKeys.all,
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async () => {
      const [current, list] = await Promise.all([
        api.get('/api/register/shifts/current'),
        api.get('/api/register/shifts'),
      ]);
      return { current: current.shift, shifts: list.shifts };
    },
  });

function useShiftCall<A>(call: (args: A) => Promise<ShiftAnswer>, successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage },
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.all }),
  });
}

export const useOpenShift = () =>
  useShiftCall((float: number) => api.post('/api/register/shifts', { float }), 'Shift opened');
export const useMoveCash = () =>
  useShiftCall(
    ({ id, ...body }: { id: number; kind: 'in' | 'out'; amount: number; reason: string }) =>
      api.post(`/api/register/shifts/${id}/cash`, body),
    'Cash recorded',
  );
export const useCloseShift = () =>
  useShiftCall(
    ({ id, counted }: { id: number; counted: number }) =>
      api.post(`/api/register/shifts/${id}/close`, { counted }),
    'Shift closed',
  );

export async function shiftReport(id: number, ext: 'pdf' | 'csv') {
  const blob = await api.getBlob(`/api/register/shifts/${id}/report.${ext}`);
  if (ext === 'pdf') showPdf(blob, `cash-up-shift-${id}.pdf`);
  else downloadBlob(`cash-up-shift-${id}.csv`, blob);
}

export type DiscountLimits = AnswerOf<'GET', '/api/register/discountLimits'>;

export const useDiscountLimits = () =>
  useQuery({
    queryKey: shiftKeys.limits,
    queryFn: () => api.get('/api/register/discountLimits'),
  });

export function useSetDiscountLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successMessage: 'Discount limit saved' },
    mutationFn: ({ employeeId, limit }: { employeeId: number; limit: number | null }) =>
      api.put(`/api/register/discountLimits/${employeeId}`, {
        limit,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shiftKeys.limits }),
  });
}
