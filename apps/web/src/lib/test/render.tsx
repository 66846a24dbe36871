import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { UserInfoProvider } from '../user-info';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  initialEntry?: string;
  queryClient?: QueryClient;
}

/** Renders routes in a memory router with the app's providers (Mantine in test mode: no transitions or portals). */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { initialEntry = '/', queryClient = createTestQueryClient() } = options;
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const user = userEvent.setup();
  const utils = render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <UserInfoProvider>
          <Notifications />
          <RouterProvider router={router} />
        </UserInfoProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { ...utils, router, queryClient, user };
}
