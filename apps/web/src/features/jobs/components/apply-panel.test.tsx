import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, CANDIDATE, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { JOB } from '../../../lib/test/job-fixtures';
import { ApplyPanel, applyOutcome } from './apply-panel';

function renderPanel(job = JOB, initialEntry = '/jobs/7', verified = true) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, { ...CANDIDATE, email_verified: verified });
  return renderRoutes([{ path: '/jobs/7', element: <ApplyPanel job={job} /> }], {
    initialEntry,
    queryClient,
  });
}

describe('ApplyPanel', () => {
  it('models the apply outcome from the job and the last failure', () => {
    expect(applyOutcome(JOB, null)).toEqual({ applied: false, failure: null });
    expect(
      applyOutcome({ ...JOB, application: { id: 1, status: 'pending', work_order_id: null } }, null)
        .applied,
    ).toBe(true);
    expect(
      applyOutcome(
        { ...JOB, application: { id: 1, status: 'withdrawn', work_order_id: null } },
        null,
      ).applied,
    ).toBe(false);
  });

  it('sends the application with the message and the saved profile', async () => {
    const fetch = stubFetch({
      'POST /api/apply/': {
        status: 201,
        body: { applied: true, application: { id: 9, status: 'pending' } },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.type(screen.getByLabelText('Message to the company'), 'Available Monday.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
    const call = fetch.calls.find((c) => c.path === '/api/apply/')!;
    expect(call.body).toEqual({
      job_id: 7,
      message: 'Available Monday.',
      action: 'create',
      use_session: true,
    });
  });

  it('tells an agent whose email is not verified, when the server refuses their application, where the link went and sends it again', async () => {
    const fetch = stubFetch({
      'POST /api/apply/': {
        status: 403,
        body: { detail: 'Verify your email address first.', code: 'email_not_verified' },
      },
      'POST /api/token-req/email/': { body: { detail: 'sent' } },
    });
    const { user } = renderPanel(JOB, '/jobs/7', false);
    expect(
      await screen.findByText(
        'Verify your email address before applying; the link is in your inbox.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('dialog', { name: `Apply to ${JOB.title}` });
    await user.type(within(dialog).getByLabelText('Message to the company'), 'Free on Monday.');
    await user.click(within(dialog).getByRole('button', { name: 'Send application' }));
    const refused = await within(dialog).findByRole('alert');
    expect(refused).toHaveTextContent('Verify your email address first.');
    expect(
      within(refused).getByRole('button', { name: 'Resend verification email' }),
    ).toBeInTheDocument();
    await user.click(within(refused).getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() => expect(fetch.callsTo('POST', '/api/token-req/email/')).toHaveLength(1));
    expect(within(dialog).getByLabelText('Message to the company')).toHaveValue('Free on Monday.');
  });

  it('opens the application form at once when an accepted invitation leads here', async () => {
    stubFetch();
    renderPanel(JOB, '/jobs/7?apply=1');
    expect(
      await screen.findByRole('dialog', { name: `Apply to ${JOB.title}` }),
    ).toBeInTheDocument();
  });

  it('keeps the form closed for a job already applied to', async () => {
    stubFetch();
    renderPanel(
      { ...JOB, application: { id: 1, status: 'pending', work_order_id: null } },
      '/jobs/7?apply=1',
    );
    expect(await screen.findByText('Application pending')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('records and shows the failure message of a 409', async () => {
    stubFetch({
      'POST /api/apply/': {
        status: 409,
        body: { detail: 'You have already applied to this job.', code: 'conflict' },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('You have already applied to this job.')).toBeInTheDocument();
  });

  it('asks before withdrawing, naming the job; cancelling keeps the application', async () => {
    const fetch = stubFetch({
      'POST /api/apply/': {
        body: { applied: false, application: { id: 1, status: 'withdrawn' } },
      },
    });
    const { user } = renderPanel({
      ...JOB,
      application: { id: 1, status: 'pending', work_order_id: null },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    expect(dialog).toHaveTextContent(JOB.title);
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('Application pending')).toBeInTheDocument();
    expect(fetch.calls.filter((c) => c.path === '/api/apply/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Withdraw application' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw application?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    expect(await screen.findByText('Application withdrawn.')).toBeInTheDocument();
    const call = fetch.calls.find((c) => c.path === '/api/apply/')!;
    expect(call.body).toMatchObject({ job_id: 7, action: 'withdraw' });
  });

  it('sends the proposed pay, start and note as a counter-offer', async () => {
    const fetch = stubFetch({
      'POST /api/apply/': {
        status: 201,
        body: { applied: true, application: { id: 9, status: 'pending' } },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    const toggle = screen.getByRole('button', { name: 'Propose other terms' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText(/Pay from/)).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Listed: \$45–\$65 \/ job/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Pay from ($ per job)'), '90');
    await user.type(screen.getByLabelText('Pay to ($ per job)'), '110');
    fireEvent.change(screen.getByLabelText(/Another start/), {
      target: { value: '2026-12-02T10:00' },
    });
    await user.type(screen.getByLabelText('Note about your proposal'), 'Tuesday suits me.');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/apply/')[0]?.body).toEqual({
      job_id: 7,
      message: '',
      action: 'create',
      use_session: true,
      counter_offer: {
        salary_min: 90,
        salary_max: 110,
        start: new Date(2026, 11, 2, 10, 0).toISOString(),
        note: 'Tuesday suits me.',
      },
    });
  });

  it('reads a proposed start on the site’s clocks when they differ from the agent’s', async () => {
    const local = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const state = local === 'Pacific/Honolulu' ? 'NY' : 'HI';
    const { user } = renderPanel({ ...JOB, state });
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Propose other terms' }));
    const start = screen.getByLabelText(/Another start/);
    expect(start).toHaveAccessibleDescription('In your time zone');
    fireEvent.change(start, { target: { value: '2026-12-02T10:00' } });
    const zone = state === 'HI' ? 'HST' : 'EST';
    expect(start).toHaveAccessibleDescription(
      new RegExp(
        `^In your time zone \\(\\w{3}, Dec [12], \\d+:\\d\\d [AP]M ${zone} at the site\\)$`,
      ),
    );
  });

  it('shows the contract’s messages for an offer it refuses, and sends nothing', async () => {
    const fetch = stubFetch();
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Propose other terms' }));
    await user.type(screen.getByLabelText('Note about your proposal'), 'Can we talk?');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Propose other pay or another start.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Pay from ($ per job)'), '120');
    await user.type(screen.getByLabelText('Pay to ($ per job)'), '100');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByText('Maximum pay must be at least the minimum.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('Propose other pay or another start.')).not.toBeInTheDocument(),
    );
    expect(fetch.callsTo('POST', '/api/apply/')).toHaveLength(0);
  });

  it('sends no counter-offer once the proposal is folded away', async () => {
    const fetch = stubFetch({
      'POST /api/apply/': {
        status: 201,
        body: { applied: true, application: { id: 9, status: 'pending' } },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Propose other terms' }));
    await user.type(screen.getByLabelText('Pay from ($ per job)'), '90');
    await user.click(screen.getByRole('button', { name: 'Propose other terms' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/apply/')[0]?.body).not.toHaveProperty('counter_offer');
  });

  it('shows the server’s message about a counter-offer field beside it', async () => {
    stubFetch({
      'POST /api/apply/': {
        status: 400,
        body: {
          detail: 'Check the highlighted fields.',
          code: 'validation_error',
          fields: { 'counter_offer.start': ['The start must be in the future.'] },
        },
      },
    });
    const { user } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Apply now' }));
    await user.click(screen.getByRole('button', { name: 'Propose other terms' }));
    fireEvent.change(screen.getByLabelText(/Another start/), {
      target: { value: '2020-01-02T10:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('The start must be in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Another start/)).toHaveAttribute('aria-invalid', 'true');
  });
});
