import {
  QueryCache,
  QueryClient,
  MutationCache,
  defaultShouldDehydrateQuery,
  isServer,
} from '@tanstack/react-query';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    // Failures are reported once, by the HTTP layer (lib/api/http-events.ts → app/providers.tsx),
    // so the caches only log; retries are the HTTP layer's too (spec 7: up to 3, idempotent only).
    queryCache: new QueryCache({ onError: () => undefined }),
    mutationCache: new MutationCache({ onError: () => undefined }),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
      dehydrate: {
        shouldDehydrateQuery: (query) =>
          defaultShouldDehydrateQuery(query) || query.state.status === 'pending',
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A new client per server render, one client for the browser (TanStack's Next.js example). */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient();
  return browserQueryClient;
}
