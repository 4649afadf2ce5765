import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { connectQueryClient } from './page-queries';

/** Server state cache. Auth failures are not retried: retrying a 401/403 only delays the message. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      staleTime: 30_000,
      retry: (failures, error) =>
        !(error instanceof ApiError && [401, 403, 404].includes(error.status)) && failures < 2,
    },
  },
});

// The queries the navigation started before this client existed are its from now on.
connectQueryClient(queryClient);
