import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Dispute } from '@fieldhire/contract/disputes';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { CANDIDATE, EMPLOYER } from '../../../lib/test/users';
import {
  renderWorkOrderPage as renderPage,
  WORK_ORDER_PATH as PATH,
} from '../test/render-work-order';
import { workOrder } from '../../../lib/test/work-order-fixtures';

const submitted = workOrder({ status: 'submitted', submitted_at: '2026-11-20T15:00:00Z' });
const DISPUTE: Dispute = {
  id: 7,
  work_order: { id: submitted.id, title: submitted.job.title, status: 'submitted' },
  company: { id: submitted.company.id, name: submitted.company.name },
  agent: { id: submitted.agent.id, name: submitted.agent.name },
  opened_by: 'company',
  reason: 'quality',
  description: 'The roof photos are missing.',
  status: 'open',
  pay_cents: 8000,
  held_cents: 0,
  outcome: null,
  agent_cents: null,
  refunded_cents: null,
  resolution_note: null,
  opened_at: '2026-11-20T18:00:00Z',
  resolved_at: null,
  messages: [],
};

describe('disputes on the work order page', () => {
  it('lets the company open a dispute after confirming, with a reason and what went wrong', async () => {
    const fetch = stubFetch({
      [`GET ${PATH}`]: { body: submitted },
      [`POST ${PATH}dispute/`]: { status: 201, body: DISPUTE },
      [`GET ${PATH}dispute/`]: { body: DISPUTE },
    });
    const { user } = renderPage(EMPLOYER);
    await user.click(await screen.findByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    const confirm = within(dialog).getByRole('button', { name: 'Open the dispute' });
    expect(confirm).toBeDisabled();
    await user.click(within(dialog).getByLabelText('The work does not match what was asked'));
    await user.type(
      within(dialog).getByLabelText(/What went wrong/),
      'The roof photos are missing.',
    );
    await user.click(confirm);
    expect(await screen.findByText('Dispute opened.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', `${PATH}dispute/`)[0]?.body).toEqual({
      reason: 'quality',
      description: 'The roof photos are missing.',
    });
  });

  it('shows the agent the open dispute and adds their message to its thread', async () => {
    const message = {
      id: 1,
      side: 'agent',
      author: 'Sam Agent',
      body: 'The roof was covered in snow.',
      photo_url: null,
      at: '2026-11-20T19:00:00Z',
    };
    stubFetch({
      [`GET ${PATH}`]: { body: { ...submitted, dispute_status: 'open' } },
      [`GET ${PATH}dispute/`]: { body: DISPUTE },
      'POST /api/disputes/7/messages/': { status: 201, body: message },
    });
    const { user } = renderPage(CANDIDATE);
    const panel = await screen.findByRole('region', { name: 'Dispute' });
    expect(await within(panel).findByText('The roof photos are missing.')).toBeInTheDocument();
    expect(within(panel).getByText(/Pay in question: \$80\.00/)).toBeInTheDocument();
    // While it is open, the work order's own actions wait.
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await user.type(within(panel).getByLabelText('Add to the thread'), message.body);
    await user.click(within(panel).getByRole('button', { name: 'Send' }));
    expect(await within(panel).findByText(message.body)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Add to the thread')).toHaveValue('');
  });
});
