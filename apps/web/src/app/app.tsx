import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { Providers } from './providers';

/** Marks the document once the app has taken the page over: from then on it answers input. */
function useTakenOver() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
}

export function App({
  queryClient,
  router,
}: {
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}) {
  useTakenOver();
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
