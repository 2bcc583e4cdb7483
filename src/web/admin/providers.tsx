import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { createAdminQueryClient } from '#web/admin-kit/api/admin-query-client.js';

/** The back office's own cache: nothing it holds is shared with the storefront's tab state. */
export function AdminProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <DeferredToaster />
    </QueryClientProvider>
  );
}
