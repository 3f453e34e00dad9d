import { QueryCache, QueryClient } from '@tanstack/react-query';
import { describeError, handleApiError } from './api-errors';

/** Failed reads go through the same error module as commands (002 §8), titled with the call. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (err, query) => {
        if (query.meta?.['silent']) return;
        const named = query.meta?.['place'];
        const path = Array.isArray(query.queryKey[0]) ? query.queryKey[0].join(' ') : 'REQUEST';
        handleApiError(err, { place: typeof named === 'string' ? named : `LOAD ${path.toUpperCase()}` });
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        // Only a lost connection is worth one more try; an answer from the server stands.
        retry: (count, err) => describeError(err).code === null && count < 1,
      },
    },
  });
}
