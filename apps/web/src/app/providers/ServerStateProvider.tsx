import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../../lib/query-client';

/**
 * TanStack Query for the signed-in pages. It wraps the default layout rather than the whole app so
 * the login and landing pages (no server state) don't download it; a blank-layout page that needs
 * server data wraps itself in this provider.
 */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
