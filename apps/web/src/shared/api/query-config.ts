import type { UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from '@web/shared/api/client';

/** What a caller of a query hook may add: everything but the key and the fetcher. */
// biome-ignore lint/suspicious/noExplicitAny: matches any queryOptions factory
export type QueryConfig<T extends (...args: any[]) => unknown> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'>;

/** What a caller of a mutation hook may add: everything but the mutation function. */
// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher
export type MutationConfig<F extends (...args: any[]) => Promise<unknown>> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, ApiError, Parameters<F>[0]>,
  'mutationFn'
>;

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
    queryMeta: {
      /** Do not toast a failure: the screen shows it in its own way. */
      silent?: boolean;
    };
    mutationMeta: {
      silent?: boolean;
      /** Toast this instead of the server's message. */
      errorMessage?: string;
      /** Toast this on success. */
      successMessage?: string;
    };
  }
}
