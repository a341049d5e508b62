import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@web/shared/toast/toast';
import { ApiError } from './client';

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/** The app's QueryClient: failures become one toast with the server's message, unless a call opts out. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.silent) return;
        // A 401 ends the session; the guards send the user to /login without a toast.
        if (error instanceof ApiError && error.status === 401) return;
        toast.error(errorText(error));
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        toast.error(mutation.meta?.errorMessage ?? errorText(error));
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.successMessage) toast.success(mutation.meta.successMessage);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry only what may heal by itself: the network and 5xx answers.
        retry: (failureCount, error) =>
          failureCount < 2 && (!(error instanceof ApiError) || error.status === 0 || error.status >= 500),
      },
      mutations: { retry: false },
    },
  });
}
