import {
  WEBHOOK_TEXT,
  type WebhookDelivery,
  type WebhookDeliveryDetail,
  type WebhookEndpoint,
} from '@fieldhire/contract/webhooks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { renderRoutes } from '../../../lib/test/render';
import { EMPLOYER } from '../../../lib/test/users';
import { DevelopersPage } from './developers-page';

const HOOKS = '/api/developers/webhooks/';
const PATH = '/employer/developers';
const SECRET = 'whsec_c2VjcmV0LXNpZ25pbmcta2V5LWZvci10ZXN0cw==';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 4,
  url: 'https://dispatch.example.com/events',
  description: 'Dispatch system',
  event_types: ['job.published', 'work_order.approved'],
  secret: SECRET,
  enabled: true,
  disabled_reason: null,
  failing_since: null,
  created_at: '2026-11-20T12:00:00Z',
  ...overrides,
});

const delivery = (overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 31,
  message_id: 'msg_2f1c',
  event_type: 'work_order.approved',
  status: 'failed',
  attempts: 12,
  last_status: 500,
  next_attempt_at: null,
  delivered_at: null,
  created_at: '2026-11-24T12:00:00Z',
  ...overrides,
});

const DETAIL: WebhookDeliveryDetail = {
  ...delivery(),
  payload: { type: 'work_order.approved', timestamp: '2026-11-24T12:00:00Z', data: { id: 7 } },
  attempts_log: [
    {
      at: '2026-11-24T12:00:05Z',
      duration_ms: 41,
      response_status: 500,
      response_body: 'database down',
      error: null,
    },
    {
      at: '2026-11-24T12:00:00Z',
      duration_ms: 10000,
      response_status: null,
      response_body: null,
      error: 'No answer within 10 s.',
    },
  ],
};

const page = (...results: WebhookDelivery[]) => ({ body: { results, next_cursor: null } });

function renderPage() {
  return renderRoutes([{ path: PATH, element: <DevelopersPage /> }], {
    initialEntry: PATH,
    signedInAs: EMPLOYER,
  });
}

const endpoints = () => screen.getByRole('region', { name: 'Your endpoints' });
const addForm = () => screen.getByRole('region', { name: 'Add an endpoint' });

describe('Developers page: webhooks', () => {
  it('adds an endpoint for the events chosen and says why an address is refused', async () => {
    const fetch = stubFetch({
      'GET /api/developers/keys/': { body: { results: [] } },
      [`GET ${HOOKS}`]: [{ body: { results: [] } }, { body: { results: [endpoint()] } }],
      [`POST ${HOOKS}`]: [
        {
          status: 400,
          body: {
            detail: WEBHOOK_TEXT.urlPrivate,
            code: 'validation_error',
            fields: { url: [WEBHOOK_TEXT.urlPrivate] },
          },
        },
        { status: 201, body: endpoint() },
      ],
    });
    const { user } = renderPage();
    expect(await within(endpoints()).findByText('No endpoints yet')).toBeInTheDocument();

    const form = addForm();
    const url = within(form).getByRole('textbox', { name: /Endpoint address/ });
    await user.type(url, 'https://10.0.0.8/hook');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('Choose at least one event.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', HOOKS)).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: /Job published/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Work approved/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText(WEBHOOK_TEXT.urlPrivate)).toBeInTheDocument();

    await user.clear(url);
    await user.type(url, 'https://dispatch.example.com/events');
    await user.type(within(form).getByRole('textbox', { name: /Description/ }), 'Dispatch system');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    await within(endpoints()).findByText('https://dispatch.example.com/events');
    expect(fetch.callsTo('POST', HOOKS).at(-1)!.body).toEqual({
      url: 'https://dispatch.example.com/events',
      description: 'Dispatch system',
      event_types: ['job.published', 'work_order.approved'],
    });
    expect(screen.getByText('Endpoint added.')).toBeInTheDocument();
    // The form is empty again for the next endpoint.
    expect(url).toHaveValue('');
  });

  it('reveals the signing secret, sends a test event and opens the delivery log', async () => {
    const fetch = stubFetch({
      'GET /api/developers/keys/': { body: { results: [] } },
      [`GET ${HOOKS}`]: { body: { results: [endpoint()] } },
      [`POST ${HOOKS}4/test/`]: {
        status: 202,
        body: delivery({ id: 32, event_type: 'webhook.test', status: 'pending', attempts: 0 }),
      },
      [`GET ${HOOKS}4/deliveries/`]: page(delivery()),
      [`GET ${HOOKS}4/deliveries/31/`]: { body: DETAIL },
      [`POST ${HOOKS}4/deliveries/31/resend/`]: {
        status: 202,
        body: delivery({ status: 'pending', attempts: 0 }),
      },
    });
    const { user } = renderPage();
    const card = await within(endpoints()).findByRole('listitem');
    expect(within(card).getByText('Enabled')).toBeInTheDocument();
    expect(within(card).queryByText(SECRET)).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Reveal' }));
    expect(within(card).getByText(SECRET)).toBeInTheDocument();
    const events = within(within(card).getByRole('group', { name: 'Events' })).getAllByText(/./);
    expect(events.map((badge) => badge.textContent)).toEqual(['Job published', 'Work approved']);

    await user.click(within(card).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Test event sent.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${HOOKS}4/test/`)).toHaveLength(1);

    const log = await within(card).findByRole('region', {
      name: 'Delivery log of Dispatch system',
    });
    const row = await within(log).findByRole('button', { name: /work_order\.approved, Failed/ });
    expect(within(log).getByText(/12 attempts · HTTP 500/)).toBeInTheDocument();
    await user.click(row);
    expect(await within(log).findByText(/HTTP 500: database down · 41 ms/)).toBeInTheDocument();
    expect(within(log).getByText(/No answer within 10 s\. · 10000 ms/)).toBeInTheDocument();
    expect(within(log).getByText(/"type": "work_order.approved"/)).toBeInTheDocument();
    // The detail opens with a transition; its button is reachable once it is open.
    await user.click(await within(log).findByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sent again.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${HOOKS}4/deliveries/31/resend/`)).toHaveLength(1);
  });

  it('shows why an endpoint was disabled, enables it, and deletes one after a confirmation', async () => {
    const disabled = endpoint({
      enabled: false,
      disabled_reason:
        'Disabled after every attempt of a delivery failed for its whole retry schedule (3 days).',
    });
    const fetch = stubFetch({
      'GET /api/developers/keys/': { body: { results: [] } },
      [`GET ${HOOKS}`]: [
        { body: { results: [disabled] } },
        { body: { results: [endpoint()] } },
        { body: { results: [] } },
      ],
      [`PATCH ${HOOKS}4/`]: { body: endpoint() },
      [`DELETE ${HOOKS}4/`]: { status: 204 },
    });
    const { user } = renderPage();
    const card = await within(endpoints()).findByRole('listitem');
    expect(within(card).getByText('Disabled')).toBeInTheDocument();
    expect(within(card).getByText(/failed for its whole retry schedule/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Send test event' })).toBeDisabled();

    await user.click(within(card).getByRole('button', { name: 'Enable' }));
    expect(await screen.findByText('Endpoint enabled.')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', `${HOOKS}4/`)[0]!.body).toEqual({ enabled: true });
    await waitFor(() => expect(within(card).getByText('Enabled')).toBeInTheDocument());

    await user.click(within(card).getByRole('button', { name: 'Delete Dispatch system' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(fetch.callsTo('DELETE', `${HOOKS}4/`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await within(endpoints()).findByText('No endpoints yet')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', `${HOOKS}4/`)).toHaveLength(1);
  });
});
