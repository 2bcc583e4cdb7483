import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DeferredToaster } from '#web/components/ui/deferred-toaster.js';
import { CurrencyProvider } from '#web/features/currency/components/currency-provider.js';
import { createQueryClient } from '#web/lib/query-client.js';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CurrencyProvider>
        {children}
        <DeferredToaster />
      </CurrencyProvider>
    </QueryClientProvider>
  );
}
