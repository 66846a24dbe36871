import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../lib/auth-token';
import { stubFetch } from '../lib/test/fetch-stub';
import { renderRoutes } from '../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../lib/test/users';
import { MessageButton } from './message-button';

const ROUTES = [
  { path: '/jobs/12', element: <MessageButton jobId={12} label="Message employer" /> },
  { path: '/messages/:id', element: <h1>Conversation</h1> },
  { path: '/login', element: <h1>Log in</h1> },
];

describe('MessageButton', () => {
  it('opens the conversation about the job and goes to it', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    const fetch = stubFetch({
      'GET /api/user-info': { body: CANDIDATE },
      'POST /api/conversations/': { status: 201, body: { id: 7 } },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/jobs/12' });
    await user.click(await screen.findByRole('button', { name: 'Message employer' }));
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/conversations/')[0]?.body).toEqual({ job_id: 12 });
  });

  it('shows the server’s reason when the conversation cannot be opened', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    stubFetch({
      'GET /api/user-info': { body: CANDIDATE },
      'POST /api/conversations/': {
        status: 403,
        body: { detail: 'Verify your email address first.', code: 'permission_denied' },
      },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/jobs/12' });
    await user.click(await screen.findByRole('button', { name: 'Message employer' }));
    expect(await screen.findByText('Verify your email address first.')).toBeInTheDocument();
  });

  it('shows it is busy while the conversation opens', async () => {
    storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
    let answer: (reply: { status: number; body: unknown }) => void = () => {};
    stubFetch({
      'GET /api/user-info': { body: CANDIDATE },
      'POST /api/conversations/': () => new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/jobs/12' });
    const button = await screen.findByRole('button', { name: 'Message employer' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    expect(button).toBeDisabled();
    answer({ status: 201, body: { id: 7 } });
    expect(await screen.findByRole('heading', { name: 'Conversation' })).toBeInTheDocument();
  });

  it('asks guests to log in first and comes back', () => {
    stubFetch();
    renderRoutes(ROUTES, { initialEntry: '/jobs/12' });
    expect(screen.getByRole('link', { name: 'Message employer' })).toHaveAttribute(
      'href',
      '/login?next=%2Fjobs%2F12',
    );
  });
});
