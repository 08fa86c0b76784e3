import {
  QueryCache,
  QueryClient,
  MutationCache,
  defaultShouldDehydrateQuery,
  isServer,
  onlineManager,
} from '@tanstack/react-query';

function makeQueryClient(): QueryClient {
  return new QueryClient({
    // Failures are reported once, by the HTTP layer (lib/platform/api/http-events.ts → app/providers.tsx),
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

/**
 * The browser's client follows the connection: reads wait while offline and go out when the
 * connection returns (the provider mounts the client), and the ones that failed meanwhile are asked
 * again.
 */
function followConnection(client: QueryClient): void {
  // the manager hears only the events after its first subscriber: a page that went offline first
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    onlineManager.setOnline(false);
  onlineManager.subscribe((online) => {
    if (!online) return;
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error',
    });
  });
}

/** A new client per server render, one client for the browser (TanStack's Next.js example). */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  if (!browserQueryClient) {
    browserQueryClient = makeQueryClient();
    followConnection(browserQueryClient);
  }
  return browserQueryClient;
}
