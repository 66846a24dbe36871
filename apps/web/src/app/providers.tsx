import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { TOAST_CLOSE_MS } from '@fieldhire/contract/constants';
import notificationClasses from './notifications.module.css';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

export function Providers({ queryClient, children, env = 'default' }: ProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <QueryClientProvider client={queryClient}>
        <Notifications
          position="top-right"
          autoClose={TOAST_CLOSE_MS}
          classNames={{ root: notificationClasses.root }}
        />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
