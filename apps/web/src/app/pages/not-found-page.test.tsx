import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../lib/test/fetch-stub';
import { renderRoutes } from '../../lib/test/render';
import { routes } from '../routes';

describe('unknown routes', () => {
  it('render the 404 page inside the app shell', async () => {
    const fetch = stubFetch();
    const { user, router } = renderRoutes(routes, { initialEntry: '/no/such/page' });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fieldhire' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Page not found · Fieldhire');

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
    expect(fetch.calls.every((call) => call.path.startsWith('/api/dyn/jobtype/'))).toBe(true);
  });
});
