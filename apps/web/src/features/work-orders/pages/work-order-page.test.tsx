import { SPENDING_TEXT } from '@fieldhire/contract/accounts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import {
  renderWorkOrderPage as renderPage,
  WORK_ORDER_PATH as PATH,
} from '../test/render-work-order';
import { workOrder } from '../../../lib/test/work-order-fixtures';

const actions = () => screen.getByRole('group', { name: 'Actions' });
const actionNames = () =>
  within(actions())
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('work order page: actions by side and state', () => {
  it('offers the agent Confirm and Decline on assigned work, and no company action', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'assigned' }) } });
    renderPage(CANDIDATE);
    expect(
      await screen.findByRole('heading', { name: 'Roof photos in Austin' }),
    ).toBeInTheDocument();
    expect(actionNames()).toEqual(['Confirm', 'Decline']);
    expect(screen.getByRole('link', { name: 'Acme Inspections' })).toBeInTheDocument();
  });

  it('offers the agent Cancel once the work is confirmed, where Decline no longer applies', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'confirmed' }) } });
    renderPage(CANDIDATE);
    await screen.findByRole('heading', { name: 'Roof photos in Austin' });
    expect(actionNames()).toEqual(['Check in', 'Cancel work order']);
  });

  it('offers the company Approve and Request revision on submitted work, never Confirm or Submit', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'submitted' }) } });
    renderPage(EMPLOYER);
    await screen.findByRole('heading', { name: 'Roof photos in Austin' });
    expect(actionNames()).toEqual(['Approve', 'Request revision', 'Cancel work order']);
    expect(screen.getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows a member who may not spend why Approve is off, and lets them ask for a revision', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'submitted' }) } });
    const member = {
      ...EMPLOYER,
      company: { ...EMPLOYER.company!, role: 'member' as const, may_approve_spending: false },
    };
    renderPage(member);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(SPENDING_TEXT.approveNeedsPermission);
    expect(screen.getByRole('button', { name: 'Request revision' })).toBeEnabled();
  });

  it('asks the agent for the hours of hourly work, starting from the visit, and sends them', async () => {
    const visit = { lat: 30.27, lon: -97.74, accuracy_m: 10, distance_m: 40, far: false };
    const hourly = workOrder({
      status: 'checked_out',
      pay: { amount_min: 30, amount_max: 30, unit: 'hour' },
      check_in: { ...visit, at: '2026-11-20T15:00:00Z', on_time: true },
      check_out: { ...visit, at: '2026-11-20T16:10:00Z' },
    });
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: hourly },
      [`POST ${PATH}submit/`]: { body: { ...hourly, status: 'submitted', reported_hours: 1.5 } },
    });
    const { user } = renderPage(CANDIDATE);
    const hours = await screen.findByRole('textbox', { name: 'Hours worked' });
    expect(hours).toHaveValue('1.25');
    expect(screen.getByText('Paid in quarter hours, up to the agreed 1 h 30 min.')).toBeVisible();
    await user.clear(hours);
    await user.type(hours, '1.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Submitted for approval.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}submit/`)[0]?.body).toEqual({ hours: 1.5 });
  });

  it('gives the site’s own clock beside the viewer’s when the two read otherwise', async () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const state = local === 'Pacific/Honolulu' ? 'NY' : 'HI';
    const far = workOrder({ site: { ...workOrder().site, city: 'Somewhere', state } });
    stubFetch({ [`GET ${PATH}`]: { body: far } });
    renderPage(CANDIDATE);
    const details = await screen.findByRole('region', { name: 'Details' });
    const zone = state === 'HI' ? 'HST' : 'E[SD]T';
    expect(
      within(details).getByText(
        new RegExp(`^(Starts|Arrive between) \\w{3}, \\w{3} \\d+, \\d+:\\d\\d [AP]M.* ${zone}$`),
      ),
    ).toBeInTheDocument();
    expect(within(details).getByText(/ in your time zone$/)).toBeInTheDocument();
  });

  it('shows the pay the work earns: the top of a posted range', async () => {
    stubFetch({
      [`GET ${PATH}`]: {
        body: workOrder({
          status: 'assigned',
          pay: { amount_min: 97, amount_max: 111, unit: 'job' },
        }),
      },
    });
    renderPage(CANDIDATE);
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('$111 / job');
    expect(details).toHaveTextContent('The top of the posted range, $97–$111 / job');
  });

  it('shows each side what the approval paid', async () => {
    const approved = workOrder({
      status: 'approved',
      payment: {
        pay_cents: 8000,
        fee_cents: 800,
        charged_cents: 8800,
        hours: null,
        paid_at: '2026-11-20T15:00:00Z',
        refunded_cents: 0,
      },
    });
    stubFetch({ [`GET ${PATH}`]: { body: approved } });
    const agentView = renderPage(CANDIDATE);
    expect(await screen.findByText('$80.00 on Fri, Nov 20')).toBeInTheDocument();
    agentView.unmount();
    renderPage(EMPLOYER);
    expect(
      await screen.findByText('$88.00 on Fri, Nov 20: $80.00 to the agent and a $8.00 fee'),
    ).toBeInTheDocument();
  });

  it('shows no action where neither side can act', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'approved' }) } });
    renderPage(CANDIDATE);
    await screen.findByRole('heading', { name: 'Roof photos in Austin' });
    expect(screen.queryByRole('group', { name: 'Actions' })).not.toBeInTheDocument();
  });

  it('confirms with an idempotency key and shows the new state', async () => {
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'assigned' }) },
      [`POST ${PATH}confirm/`]: { body: workOrder({ status: 'confirmed' }) },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/The company knows you’ll be there/)).toBeInTheDocument();
    const [call] = fetch.callsTo('POST', `${PATH}confirm/`);
    expect(call?.headers.get('idempotency-key')).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
    expect(call?.headers.get('x-csrftoken')).toBe('test-csrf-token');
    expect(await screen.findByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });

  it('asks the company to confirm before approving; going back sends nothing', async () => {
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'submitted' }) },
      [`POST ${PATH}approve/`]: { body: workOrder({ status: 'approved' }) },
    });
    const { user } = renderPage(EMPLOYER);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.callsTo('POST', `${PATH}approve/`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Approve' }));
    const asked = screen.getByRole('dialog', { name: 'Approve this work?' });
    expect(asked).toHaveTextContent(
      'pays Ada Lovelace $80.00. Your card on file is charged $88.00, including the $8.00 platform fee.',
    );
    await user.click(within(asked).getByRole('button', { name: 'Approve and pay' }));
    expect(await screen.findByText('Work approved.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}approve/`)).toHaveLength(1);
  });

  it('sends a company without a card to add one, and back to the work order', async () => {
    stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'submitted' }) },
      [`POST ${PATH}approve/`]: {
        status: 402,
        body: { code: 'payment_required', detail: 'Add a card first.' },
      },
    });
    const { user } = renderPage(EMPLOYER);
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve this work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve and pay' }));
    expect(await within(dialog).findByText('Add a card first.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Add a card' })).toHaveAttribute(
      'href',
      '/billing/portal?return=%2Fwork-orders%2F11',
    );
  });

  it('needs a reason to decline, and sends it', async () => {
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: workOrder({ status: 'assigned' }) },
      [`POST ${PATH}decline/`]: { body: workOrder({ status: 'canceled' }) },
    });
    const { user } = renderPage(CANDIDATE);
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this work?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline work' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}decline/`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Why are you declining/), 'Out of town that day');
    await user.click(within(dialog).getByRole('button', { name: 'Decline work' }));
    expect(await screen.findByText('Work declined.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}decline/`)[0]?.body).toEqual({
      reason: 'Out of town that day',
    });
  });

  it('warns that a cancellation within 24 hours of the start is late', async () => {
    stubFetch({ [`GET ${PATH}`]: { body: workOrder({ status: 'confirmed' }, 3) } });
    const { user } = renderPage(EMPLOYER);
    await user.click(await screen.findByRole('button', { name: 'Cancel work order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this work order?' });
    expect(within(dialog).getByText('Late cancellation')).toBeInTheDocument();
  });
});
