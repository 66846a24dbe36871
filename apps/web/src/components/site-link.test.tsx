import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../lib/test/render';
import { isCurrentPath, SiteLink } from './site-link';

const ROUTES = [
  {
    path: '/',
    element: (
      <>
        <h1>Home</h1>
        <SiteLink to="/jobs?keyword=roof">Roof jobs</SiteLink>
      </>
    ),
  },
  { path: '/jobs', element: <h1>Jobs</h1> },
];

describe('SiteLink', () => {
  it('opens its page in the app on a plain click, with its query', async () => {
    const { router, user } = renderRoutes(ROUTES);
    const link = screen.getByRole('link', { name: 'Roof jobs' });
    expect(link).toHaveAttribute('href', '/jobs?keyword=roof');

    await user.click(link);

    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?keyword=roof');
  });

  it('leaves a click with a modifier key to the browser (a new tab or window)', () => {
    const { router } = renderRoutes(ROUTES);
    const link = screen.getByRole('link', { name: 'Roof jobs' });
    // What the app left to the browser, which the test then keeps from leaving the page.
    const leftToBrowser: boolean[] = [];
    const keepPage = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', keepPage);

    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey'] as const) {
      fireEvent.click(link, { button: 0, [modifier]: true });
    }
    fireEvent.click(link, { button: 1 });
    window.removeEventListener('click', keepPage);

    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('isCurrentPath', () => {
  it('marks the page and, unless it is the end, the pages below it', () => {
    expect(isCurrentPath('/jobs', '/jobs', false)).toBe(true);
    expect(isCurrentPath('/jobs/', '/jobs', true)).toBe(true);
    expect(isCurrentPath('/jobs/12', '/jobs', false)).toBe(true);
    expect(isCurrentPath('/jobs/12', '/jobs', true)).toBe(false);
    expect(isCurrentPath('/jobsearch', '/jobs', false)).toBe(false);
    expect(isCurrentPath('/login', '/login?next=%2Fjobs', false)).toBe(true);
  });

  it('marks the home page only on the home page', () => {
    expect(isCurrentPath('/', '/', false)).toBe(true);
    expect(isCurrentPath('/jobs', '/', false)).toBe(false);
  });
});
