import type { UserInfo } from '@fieldhire/contract/accounts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { storeAuthToken } from '../../../lib/auth-token';
import { RealtimeClient } from '../../../lib/realtime';
import { RealtimeContext } from '../../../lib/realtime-context';
import { FakeWebSocket } from '../../../lib/realtime-fake-socket';
import { stubFetch, type StubHandler } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { MESSAGES_PAGE_SIZE } from '@fieldhire/contract/realtime';
import { CONVERSATION_ID, conversation, message } from '../messages-fixtures';
import { applyMessagingEvent } from '../realtime-sync';
import { MessagesPage } from './messages-page';

/** What the app shell does for this page: a realtime connection whose events update the cache. */
function Live({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const client = useMemo(
    () => new RealtimeClient({ token: AUTH_TOKEN, createSocket: FakeWebSocket.create }),
    [],
  );
  useEffect(() => {
    const off = client.subscribe((event) => applyMessagingEvent(queryClient, event));
    client.start();
    return () => {
      off();
      client.stop();
    };
  }, [client, queryClient]);
  return <RealtimeContext value={client}>{children}</RealtimeContext>;
}

const ROUTES = [
  {
    path: '/',
    element: (
      <Live>
        <MessagesPage />
      </Live>
    ),
  },
  {
    path: '/messages/:id',
    element: (
      <Live>
        <MessagesPage />
      </Live>
    ),
  },
  { path: '/login', element: <h1>Log in</h1> },
];

function signedInAsCandidate(routes: Record<string, StubHandler> = {}) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  return stubFetch({
    'GET /api/user-info': { body: CANDIDATE },
    'GET /api/conversations/': { body: [conversation()] },
    [`GET /api/conversations/${CONVERSATION_ID}/`]: { body: conversation() },
    [`POST /api/conversations/${CONVERSATION_ID}/read/`]: {
      body: { conversation: CONVERSATION_ID, last_read_message_id: 3 },
    },
    ...routes,
  });
}

async function openSocket() {
  await waitFor(() => expect(FakeWebSocket.instances.length).toBeGreaterThan(0));
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  return socket;
}

beforeEach(() => {
  FakeWebSocket.reset();
});

describe('MessagesPage', () => {
  it('sends guests to log in', async () => {
    stubFetch();
    renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('lists conversations with the other person, the job, a preview and unread counts', async () => {
    signedInAsCandidate();
    renderRoutes(ROUTES);
    const nav = await screen.findByRole('navigation', { name: 'Conversations' });
    const link = within(nav).getByRole('link', { name: /Grace Hopper/ });
    expect(link).toHaveAttribute('href', '/messages/7');
    expect(link).toHaveTextContent('Acme Inspections · Roof photos in Tulsa');
    expect(link).toHaveTextContent('Can you start Monday?');
    expect(link).toHaveTextContent('2 unread');
    expect(screen.getByRole('heading', { name: 'Choose a conversation' })).toBeInTheDocument();
  });

  it('lists only conversations with unread messages under ?unread=1', async () => {
    signedInAsCandidate({
      'GET /api/conversations/': {
        body: [conversation(), conversation({ id: 8, unread_count: 0, job: null })],
      },
    });
    renderRoutes(ROUTES, { initialEntry: '/?unread=1' });
    const nav = await screen.findByRole('navigation', {
      name: 'Conversations with unread messages',
    });
    expect(within(nav).getAllByRole('link')).toHaveLength(1);
    expect(within(nav).getByRole('link')).toHaveAttribute('href', '/messages/7');
    expect(screen.getByRole('link', { name: 'Show all' })).toHaveAttribute('href', '/');
  });

  it('shows an empty state and an error state with retry', async () => {
    signedInAsCandidate({
      'GET /api/conversations/': [
        { status: 500, body: { detail: 'Down.', code: 'server_error' } },
        { body: [] },
      ],
    });
    const { user } = renderRoutes(ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'No conversations yet' }),
    ).toBeInTheDocument();
  });

  it('shows a conversation oldest first, as text, and loads older messages on demand', async () => {
    // A full first page (the newest 30, newest first as the API answers) means there may be more.
    const later = Array.from({ length: MESSAGES_PAGE_SIZE - 2 }, (_, i) =>
      message(34 - i, EMPLOYER.id, `Later note ${34 - i}`, { read: true }),
    );
    const fetch = signedInAsCandidate({
      'GET /api/messages/': ({ path }) => {
        const before = new URL(path, 'https://x').searchParams.get('before');
        if (before === null) {
          return {
            body: [
              ...later,
              message(6, EMPLOYER.id, 'Can you start Monday?', { read: true }),
              message(5, CANDIDATE.id, '<b>I am close by</b>'),
            ],
          };
        }
        if (before === '5')
          return { body: [message(2, EMPLOYER.id, 'Hello from Acme', { read: true })] };
        return { body: [] };
      },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });

    const log = await screen.findByRole('log', { name: 'Messages with Grace Hopper' });
    expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Roof photos in Tulsa' })).toHaveAttribute(
      'href',
      '/jobs/12',
    );
    const texts = () =>
      within(log)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(texts()[0]).toContain('<b>I am close by</b>');
    expect(texts()[1]).toContain('Can you start Monday?');
    expect(log.querySelector('b')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    await waitFor(() => expect(texts()).toHaveLength(MESSAGES_PAGE_SIZE + 1));
    expect(texts()[0]).toContain('Hello from Acme');
    expect(fetch.callsTo('GET', '/api/messages/').at(-1)?.path).toContain('before=5');
    // That page was short: it held the oldest message.
    expect(await screen.findByText('Start of the conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('offers no older messages when the first page holds them all, nor once a first message is sent', async () => {
    signedInAsCandidate({
      'GET /api/messages/': { body: [] },
      'POST /api/messages/': { status: 201, body: message(9, CANDIDATE.id, 'Hello there') },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    const composer = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(composer, 'Hello there{Enter}');
    const log = screen.getByRole('log', { name: 'Messages with Grace Hopper' });
    expect(await within(log).findByText('Hello there')).toBeInTheDocument();
    expect(screen.getByText('Start of the conversation')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load older messages' })).not.toBeInTheDocument();
  });

  it('sends a message with Enter and shows it with its receipt', async () => {
    const fetch = signedInAsCandidate({
      'GET /api/messages/': {
        body: [message(3, EMPLOYER.id, 'Can you start Monday?', { read: true })],
      },
      'POST /api/messages/': ({ body }) => ({
        status: 201,
        body: message(9, CANDIDATE.id, (body as { content: string }).content),
      }),
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    const socket = await openSocket();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, '  Yes, Monday works.  {Enter}');

    const log = screen.getByRole('log');
    expect(await within(log).findByText('Yes, Monday works.')).toBeInTheDocument();
    const [post] = fetch.callsTo('POST', '/api/messages/');
    expect(post?.path).toBe('/api/messages/?conversation_id=7');
    expect(post?.body).toEqual({
      content: 'Yes, Monday works.',
      conversation: 7,
      client_id: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
    });
    expect(box).toHaveValue('');
    expect(log).toHaveTextContent('Sent');
    expect(socket.sent).toContainEqual({ type: 'typing', conversation: 7 });

    act(() =>
      socket.receive({
        type: 'read',
        conversation: 7,
        reader: EMPLOYER.id,
        last_read_message_id: 9,
      }),
    );
    await waitFor(() => expect(log).toHaveTextContent('Read'));
  });

  it('keeps the text and explains when sending fails', async () => {
    signedInAsCandidate({
      'GET /api/messages/': { body: [] },
      'POST /api/messages/': { status: 503, body: { detail: 'Busy.', code: 'server_error' } },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    expect(
      await screen.findByText(/No messages yet. Say hello to Grace Hopper/),
    ).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Message' });
    await user.type(box, 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message was not sent. Please try again.'),
    ).toBeInTheDocument();
    expect(box).toHaveValue('Hello?');
  });

  it('sends a retry with the same client_id, and the next message with a new one', async () => {
    let attempts = 0;
    const fetch = signedInAsCandidate({
      'GET /api/messages/': { body: [] },
      'POST /api/messages/': ({ body }) => {
        attempts += 1;
        if (attempts === 1) return { status: 503, body: { detail: 'Busy.', code: 'server_error' } };
        return {
          status: 201,
          body: message(10 + attempts, CANDIDATE.id, (body as { content: string }).content),
        };
      },
    });
    const { user } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(box, 'Running late.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('Your message was not sent. Please try again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(box).toHaveValue(''));
    await user.type(box, 'Here now.{Enter}');
    await waitFor(() => expect(fetch.callsTo('POST', '/api/messages/')).toHaveLength(3));

    const ids = fetch
      .callsTo('POST', '/api/messages/')
      .map((call) => (call.body as { client_id: string }).client_id);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('shows messages as they arrive, the typing indicator, and marks them read', async () => {
    const fetch = signedInAsCandidate({
      'GET /api/messages/': {
        body: [message(3, EMPLOYER.id, 'Can you start Monday?', { read: true })],
      },
    });
    renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    const socket = await openSocket();
    const log = await screen.findByRole('log');

    act(() =>
      socket.receive({
        type: 'typing',
        conversation: 7,
        user: { id: EMPLOYER.id, name: 'Grace Hopper', avatar: null },
      }),
    );
    expect(await screen.findByText('Grace Hopper is typing…')).toBeInTheDocument();

    act(() =>
      socket.receive({ type: 'message', message: message(10, EMPLOYER.id, 'See you there.') }),
    );
    expect(await within(log).findByText('See you there.')).toBeInTheDocument();
    expect(screen.queryByText('Grace Hopper is typing…')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/conversations/7/read/')).toHaveLength(1),
    );

    act(() =>
      socket.receive({ type: 'message', message: message(10, EMPLOYER.id, 'See you there.') }),
    );
    expect(within(log).getAllByText('See you there.')).toHaveLength(1);
  });

  it('refreshes the unread count in the header once the conversation is marked read', async () => {
    const fetch = signedInAsCandidate({
      'GET /api/user-info': [
        { body: { ...CANDIDATE, unread_messages: 1 } },
        { body: { ...CANDIDATE, unread_messages: 0 } },
      ],
      'GET /api/messages/': { body: [message(3, EMPLOYER.id, 'Can you start Monday?')] },
    });
    const { queryClient } = renderRoutes(ROUTES, { initialEntry: '/messages/7' });
    await waitFor(() =>
      expect(fetch.callsTo('POST', '/api/conversations/7/read/')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(queryClient.getQueryData<UserInfo>(userInfoKey)?.unread_messages).toBe(0),
    );
    expect(fetch.callsTo('GET', '/api/user-info')).toHaveLength(2);
  });

  it('says so when the conversation does not exist or is someone else’s', async () => {
    signedInAsCandidate({
      'GET /api/conversations/99/': {
        status: 404,
        body: { detail: 'Conversation not found.', code: 'not_found' },
      },
      'GET /api/messages/': {
        status: 404,
        body: { detail: 'Conversation not found.', code: 'not_found' },
      },
    });
    renderRoutes(ROUTES, { initialEntry: '/messages/99' });
    expect(
      await screen.findByRole('heading', { name: 'Conversation not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All conversations' })).toBeInTheDocument();
  });
});
