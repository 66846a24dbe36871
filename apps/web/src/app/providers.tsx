import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { UserInfoProvider } from '../lib/user-info';
import { Toasts } from './toasts';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * The providers of every page. Mantine's is not one of them: the parts built from its components
 * bring it with their code (`mantine-scope.tsx`).
 */
export function Providers({ queryClient, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <UserInfoProvider>
        <Toasts />
        {children}
      </UserInfoProvider>
    </QueryClientProvider>
  );
}
