import type { UserInfo } from '@fieldhire/contract/accounts';
import {
  API_KEY_TEXT,
  type ApiKey,
  type ApiKeyList,
  type CreatedApiKey,
} from '@fieldhire/contract/api-keys';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import { DevelopersPage } from './developers-page';

const KEYS = '/api/developers/keys/';
const PATH = '/employer/developers';

const apiKey = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 1,
  name: 'Payroll sync',
  shown: 'fh_live_Ab3d',
  scopes: ['jobs:read'],
  // Noon UTC: the same day in any time zone the tests run in.
  created_at: '2026-11-20T12:00:00Z',
  created_by: 'Grace Hopper',
  last_used_at: null,
  last_used_ip: null,
  revoked_at: null,
  ...overrides,
});

const USED = apiKey({
  id: 3,
  name: 'Job board feed',
  shown: 'fh_live_Zy9x',
  scopes: ['applicants:read', 'jobs:read', 'jobs:write'],
  created_at: '2026-11-22T12:00:00Z',
  last_used_at: '2026-11-24T12:00:00Z',
  last_used_ip: '203.0.113.7',
});
const NEVER_USED = apiKey({ id: 2, created_by: null });
const REVOKED = apiKey({
  id: 1,
  name: 'Old integration',
  shown: 'fh_live_Qq11',
  scopes: ['applicants:write'],
  created_at: '2026-10-01T12:00:00Z',
  last_used_at: '2026-10-15T12:00:00Z',
  last_used_ip: '198.51.100.2',
  revoked_at: '2026-11-01T12:00:00Z',
});

const WHOLE_KEY = `fh_live_${'k3Y'.repeat(13)}x`;
const CREATED: CreatedApiKey = {
  ...apiKey({ id: 9, name: 'Dispatch app', shown: WHOLE_KEY.slice(0, 12) }),
  scopes: ['jobs:read', 'applicants:read'],
  key: WHOLE_KEY,
};
const { key: _secret, ...CREATED_LISTED } = CREATED;

const list = (...results: ApiKey[]) => ({ body: { results } satisfies ApiKeyList });

const ADMIN: UserInfo = { ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'admin' } };
const MEMBER: UserInfo = {
  ...EMPLOYER,
  company: { ...EMPLOYER.company!, role: 'member', may_approve_spending: false },
};

/** The developers page as the signed-in viewer sees it. */
function renderPage(viewer: UserInfo | null = EMPLOYER) {
  return renderRoutes(
    [
      { path: PATH, element: <DevelopersPage /> },
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/login', element: <h1>Log in</h1> },
    ],
    { initialEntry: PATH, signedInAs: viewer },
  );
}

/** A line of text, dates (in `<time>`) and all. */
const line = (pattern: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && pattern.test(element.textContent ?? '');

const keyList = () => screen.getByRole('region', { name: 'Your keys' });
const createForm = () => screen.getByRole('region', { name: 'Create a key' });

describe('DevelopersPage', () => {
  it('lists active and revoked keys with their prefix, scopes, creator and last use', async () => {
    stubFetch({ [`GET ${KEYS}`]: list(USED, NEVER_USED, REVOKED) });
    renderPage();

    const items = await within(keyList()).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [used, never, revoked] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(used).getByText('Job board feed')).toBeInTheDocument();
    expect(within(used).getByText('Active')).toBeInTheDocument();
    expect(within(used).getByText('fh_live_Zy9x…')).toBeInTheDocument();
    // Scopes as badges, in the contract's order.
    const scopes = within(within(used).getByRole('group', { name: 'Scopes' })).getAllByText(/./);
    expect(scopes.map((badge) => badge.textContent)).toEqual([
      'Read jobs',
      'Post and change jobs',
      'Read applicants',
    ]);
    expect(
      within(used).getByText(line(/^Created by Grace Hopper on Nov 22, 2026/)),
    ).toBeInTheDocument();
    expect(
      within(used).getByText(line(/^Last used on Nov 24, 2026.* from 203\.0\.113\.7$/)),
    ).toBeInTheDocument();
    expect(within(used).queryByText('Never used')).not.toBeInTheDocument();
    expect(within(used).getByRole('button', { name: 'Revoke Job board feed' })).toBeEnabled();

    expect(within(never).getByText('Never used')).toBeInTheDocument();
    expect(within(never).getByText(line(/^Created on Nov 20, 2026/))).toBeInTheDocument();

    expect(within(revoked).getByText('Revoked')).toBeInTheDocument();
    expect(within(revoked).queryByText('Active')).not.toBeInTheDocument();
    expect(within(revoked).getByText(line(/^Revoked on Nov 1, 2026/))).toBeInTheDocument();
    expect(within(revoked).getByText(line(/from 198\.51\.100\.2$/))).toBeInTheDocument();
    // A revoked key cannot be revoked again.
    expect(within(revoked).queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('says when the company has no keys yet', async () => {
    stubFetch({ [`GET ${KEYS}`]: list() });
    renderPage();
    expect(await within(keyList()).findByText('No keys yet')).toBeInTheDocument();
    expect(within(keyList()).queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('creates a key from its name and scopes, shows it once, then forgets it', async () => {
    const fetch = stubFetch({
      [`GET ${KEYS}`]: [list(NEVER_USED), list(CREATED_LISTED, NEVER_USED)],
      [`POST ${KEYS}`]: { status: 201, body: CREATED },
    });
    const { user } = renderPage();
    await within(keyList()).findByText('Payroll sync');

    const form = createForm();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '  Dispatch app ');
    await user.click(within(form).getByRole('checkbox', { name: /Read applicants/ }));
    await user.click(within(form).getByRole('checkbox', { name: /^Read jobs/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Copy your new key' });
    expect(fetch.callsTo('POST', KEYS)).toHaveLength(1);
    expect(fetch.callsTo('POST', KEYS)[0]!.body).toEqual({
      name: 'Dispatch app',
      scopes: ['applicants:read', 'jobs:read'],
    });
    expect(within(dialog).getByRole('textbox', { name: 'API key' })).toHaveValue(WHOLE_KEY);
    expect(within(dialog).getByText('It will not be shown again')).toBeInTheDocument();
    expect(screen.getByText('Key “Dispatch app” created.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await within(dialog).findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(WHOLE_KEY);

    // The list is read again and shows the new key by its prefix only.
    expect(await within(keyList()).findByText('Dispatch app')).toBeInTheDocument();
    expect(fetch.callsTo('GET', KEYS)).toHaveLength(2);
    expect(within(keyList()).getByText(`${WHOLE_KEY.slice(0, 12)}…`)).toBeInTheDocument();
    expect(within(keyList()).queryByText(WHOLE_KEY)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue(WHOLE_KEY)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(WHOLE_KEY);
    // The form starts over.
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('');
    expect(within(form).getByRole('checkbox', { name: /^Read jobs/ })).not.toBeChecked();
  });

  it('refuses a key without a name or without a scope, and sends nothing', async () => {
    const fetch = stubFetch({ [`GET ${KEYS}`]: list() });
    const { user } = renderPage();
    await within(keyList()).findByText('No keys yet');
    const form = createForm();

    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name the key: where it is used.')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one scope.')).toBeInTheDocument();

    // A name of spaces is no name.
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), '   ');
    await user.click(within(form).getByRole('checkbox', { name: /Read applicants/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Name the key: where it is used.')).toBeInTheDocument();
    expect(within(form).queryByText('Choose at least one scope.')).not.toBeInTheDocument();

    // A name without a scope.
    await user.clear(within(form).getByRole('textbox', { name: /Name/ }));
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'Reports');
    await user.click(within(form).getByRole('checkbox', { name: /Read applicants/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await within(form).findByText('Choose at least one scope.')).toBeInTheDocument();

    expect(fetch.callsTo('POST', KEYS)).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a new key and keeps the form filled", async () => {
    stubFetch({
      [`GET ${KEYS}`]: list(),
      [`POST ${KEYS}`]: { status: 409, body: { detail: API_KEY_TEXT.tooMany, code: 'conflict' } },
    });
    const { user } = renderPage();
    await within(keyList()).findByText('No keys yet');
    const form = createForm();
    await user.type(within(form).getByRole('textbox', { name: /Name/ }), 'One too many');
    await user.click(within(form).getByRole('checkbox', { name: /^Read jobs/ }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(API_KEY_TEXT.tooMany);
    expect(within(form).getByRole('textbox', { name: /Name/ })).toHaveValue('One too many');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('revokes a key only after the confirmation, then reads the list again', async () => {
    const revoked = { ...USED, revoked_at: '2026-11-25T12:00:00Z' };
    const fetch = stubFetch({
      [`GET ${KEYS}`]: [list(USED, NEVER_USED), list(revoked, NEVER_USED)],
      [`DELETE ${KEYS}${USED.id}/`]: { status: 204 },
    });
    const { user } = renderPage();
    const revoke = await screen.findByRole('button', { name: 'Revoke Job board feed' });

    // Cancelling sends nothing.
    await user.click(revoke);
    let dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    expect(within(dialog).getByText(/stop working at once/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.calls.some((call) => call.method === 'DELETE')).toBe(false);

    // Confirming revokes it.
    await user.click(revoke);
    dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));

    expect(await screen.findByText('Key “Job board feed” revoked.')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', `${KEYS}${USED.id}/`)).toHaveLength(1);
    await waitFor(() => expect(fetch.callsTo('GET', KEYS)).toHaveLength(2));
    const [first] = await within(keyList()).findAllByRole('listitem');
    await waitFor(() => expect(within(first!).getByText('Revoked')).toBeInTheDocument());
    expect(
      within(keyList()).queryByRole('button', { name: 'Revoke Job board feed' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when revoking fails', async () => {
    stubFetch({
      [`GET ${KEYS}`]: list(NEVER_USED),
      [`DELETE ${KEYS}${NEVER_USED.id}/`]: {
        status: 403,
        body: { detail: API_KEY_TEXT.managersOnly, code: 'permission_denied' },
      },
    });
    const { user } = renderPage(ADMIN);
    await user.click(await screen.findByRole('button', { name: 'Revoke Payroll sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(API_KEY_TEXT.managersOnly);
    expect(screen.queryByText(/revoked\.$/)).not.toBeInTheDocument();
  });

  it('says when the keys cannot be loaded and tries again', async () => {
    const fetch = stubFetch({
      [`GET ${KEYS}`]: [
        { status: 500, body: { detail: 'The server is down.', code: 'server_error' } },
        list(NEVER_USED),
      ],
    });
    const { user } = renderPage();

    const alert = await within(keyList()).findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this');
    expect(alert).toHaveTextContent('The server is down.');
    // The form stays usable.
    expect(within(createForm()).getByRole('button', { name: 'Create key' })).toBeEnabled();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(keyList()).findByText('Payroll sync')).toBeInTheDocument();
    expect(within(keyList()).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', KEYS)).toHaveLength(2);
  });

  it('shows how to call the API with the key, with this site in the example', async () => {
    stubFetch({ [`GET ${KEYS}`]: list() });
    renderPage();
    const guide = await screen.findByRole('region', { name: 'Developers guide' });
    const origin = window.location.origin;
    expect(within(guide).getByText('Authorization: Bearer <key>')).toBeInTheDocument();
    expect(within(guide).getByText(`${origin}/api/v1/`)).toBeInTheDocument();
    expect(
      within(guide).getByText(
        `curl -H "Authorization: Bearer $FIELDHIRE_KEY" ${origin}/api/v1/jobs/?limit=20`,
      ),
    ).toBeInTheDocument();
    for (const word of [
      'Idempotency-Key',
      'RateLimit-Limit',
      'RateLimit-Remaining',
      'RateLimit-Reset',
      '429',
      'next_cursor',
    ])
      expect(within(guide).getAllByText(word).length).toBeGreaterThan(0);
    expect(within(guide).getByText(/120 requests a minute/)).toBeInTheDocument();
    expect(within(guide).getByRole('link', { name: 'API reference' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
  });

  it("sends a company's plain member to its owner and admins, without asking for keys", async () => {
    const fetch = stubFetch({ [`GET ${KEYS}`]: list(NEVER_USED) });
    renderPage(MEMBER);
    expect(
      await screen.findByRole('heading', {
        name: "Your company's owner and admins manage its API keys",
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('region', { name: 'Create a key' })).not.toBeInTheDocument();
    expect(fetch.callsTo('GET', KEYS)).toHaveLength(0);
  });

  it('tells an agent keys are for companies, and an employer to set up the company first', async () => {
    const fetch = stubFetch({ [`GET ${KEYS}`]: list() });
    const agent = renderPage(CANDIDATE);
    expect(
      await screen.findByRole('heading', { name: 'API keys are for companies' }),
    ).toBeInTheDocument();
    agent.unmount();

    renderPage({ ...EMPLOYER, company: null });
    expect(
      await screen.findByRole('heading', { name: 'Set up your company first' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your company' })).toHaveAttribute(
      'href',
      '/employer/company',
    );
    expect(fetch.callsTo('GET', KEYS)).toHaveLength(0);
  });

  it('sends a guest to log in first', async () => {
    const fetch = stubFetch({ [`GET ${KEYS}`]: list() });
    const { router } = renderPage(null);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent(PATH)}`);
    expect(fetch.callsTo('GET', KEYS)).toHaveLength(0);
  });
});
