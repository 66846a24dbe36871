import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../lib/test/render';
import { createRoutes } from '../routes';

describe('unknown routes', () => {
  it('render the 404 page inside the app shell', async () => {
    const fetch = stubFetch();
    const queryClient = createTestQueryClient();
    const { user, router } = renderRoutes(createRoutes(queryClient, { awaitData: false }), {
      initialEntry: '/no/such/page',
      queryClient,
    });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fieldhire' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Fieldhire');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    // A navigation commits once the next page's code has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The header's job types, and the home page's own data once it is opened: no viewer's data.
    const paths = fetch.calls.map((call) => call.path);
    expect(
      paths.every((path) => /^\/api\/(dyn\/jobtype\/|home-info|jobs-by-type\/)/.test(path)),
      paths.join(),
    ).toBe(true);
  });
});
