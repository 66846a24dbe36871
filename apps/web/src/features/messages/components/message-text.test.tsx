import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../lib/test/render';
import { MessageText } from './message-text';

const CONTENT =
  'Job: Roof photos https://localhost/jobs/12 and the county map https://maps.example/travis.';

describe('MessageText', () => {
  it('opens a link to this site in the app and any other site in a new tab', async () => {
    const { user, router } = renderRoutes([
      { path: '/', element: <MessageText content={CONTENT} /> },
      { path: '/jobs/:id', element: <h1>Job page</h1> },
    ]);

    const external = screen.getByRole('link', { name: 'https://maps.example/travis' });
    expect(external).toHaveAttribute('href', 'https://maps.example/travis');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    const internal = screen.getByRole('link', { name: 'https://localhost/jobs/12' });
    expect(internal).toHaveAttribute('href', '/jobs/12');
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(await screen.findByRole('heading', { name: 'Job page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs/12');
  });

  it('keeps the words around the links as they were written', () => {
    const { container } = renderRoutes([{ path: '/', element: <MessageText content={CONTENT} /> }]);
    expect(container).toHaveTextContent(CONTENT);
  });
});
