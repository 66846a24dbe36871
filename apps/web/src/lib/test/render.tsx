import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { UserInfo } from '@fieldhire/contract/accounts';
import { storeAuthToken } from '../auth-token';
import { UserInfoProvider, userInfoKey } from '../user-info';
import { AUTH_TOKEN, FUTURE_EXPIRY } from './users';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

interface RenderOptions {
  initialEntry?: string;
  queryClient?: QueryClient;
  /** The signed-in viewer the pages see at once (null: a guest), without asking the server. */
  signedInAs?: UserInfo | null;
}

/** Renders routes in a memory router with the app's providers (Mantine in test mode: no transitions or portals). */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}) {
  const { initialEntry = '/', queryClient = createTestQueryClient(), signedInAs } = options;
  if (signedInAs !== undefined) {
    if (signedInAs) storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    queryClient.setQueryData(userInfoKey, signedInAs);
  }
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
