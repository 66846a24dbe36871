import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyJob } from '@fieldhire/contract/jobs';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { JOB } from '../../../lib/test/job-fixtures';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { JobEditorPage } from './job-editor-page';

function renderEditor(viewer = EMPLOYER, initialEntry = '/employer/jobs/new') {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes(
    [
      { path: '/employer/jobs/new', element: <JobEditorPage /> },
      { path: '/employer/jobs/:id/edit', element: <JobEditorPage /> },
      { path: '/employer/jobs/:id', element: <h1>Job saved</h1> },
    ],
    { initialEntry, queryClient },
  );
}

/** Types by pasting: key-by-key typing of whole sentences is slow enough to time tests out. */
async function fill(
  user: ReturnType<typeof renderRoutes>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const JOB_TYPES = [{ id: 4, name: 'Notary' }];

describe('posting a job', () => {
  it('tells a company with an unverified email why it cannot post, before the form, and resends the link', async () => {
    const { calls } = stubFetch({
      'GET /api/dyn/jobtype/': { body: JOB_TYPES },
      'POST /api/token-req/email/': { body: { detail: 'Verification email sent.' } },
    });
    const { user } = renderEditor({ ...EMPLOYER, email_verified: false });
    expect(screen.getByRole('alert')).toHaveTextContent('Verify your email address first.');
    expect(screen.getByRole('alert')).toHaveTextContent(EMPLOYER.email);
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post job' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText('Verification email sent.')).toBeInTheDocument();
    expect(
      calls.some((call) => call.method === 'POST' && call.path === '/api/token-req/email/'),
    ).toBe(true);
  });

  it('shows the form to a verified company', () => {
    stubFetch({ 'GET /api/dyn/jobtype/': { body: JOB_TYPES } });
    renderEditor();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toBeInTheDocument();
    expect(screen.queryByText('Verify your email address first.')).not.toBeInTheDocument();
  });

  it('offers to resend the link when the server refuses the post as unverified', async () => {
    stubFetch({
      'GET /api/dyn/jobtype/': { body: JOB_TYPES },
      'POST /api/jobs/': {
        status: 403,
        body: { detail: 'Verify your email address first.', code: 'email_not_verified' },
      },
    });
    const { user } = renderEditor();
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Loan signing in Austin');
    await fill(
      user,
      screen.getByRole('textbox', { name: /^Description/ }),
      'Refinance signing at the borrower’s home on Friday afternoon.',
    );
    await user.click(screen.getByRole('textbox', { name: /^Job type/ }));
    await user.click(await screen.findByRole('option', { name: 'Notary' }));
    await fill(user, screen.getByLabelText('Pay to ($)'), '100');
    await fill(user, screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await fill(user, screen.getByRole('textbox', { name: /^State/ }), 'TX');
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Verify your email address first.'),
    );
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
  }, 20_000);
});

const deliverable = (n: number) => screen.getByRole('group', { name: `Deliverable ${n}` });

describe('the work a job describes', () => {
  it('posts openings, an arrival window, the duration and the deliverables in their order', async () => {
    const { callsTo } = stubFetch({
      'GET /api/dyn/jobtype/': { body: JOB_TYPES },
      'POST /api/jobs/': { status: 201, body: { ...JOB, id: 55 } },
    });
    const { user } = renderEditor();
    await fill(user, screen.getByRole('textbox', { name: /^Title/ }), 'Occupancy check in Austin');
    await fill(
      user,
      screen.getByRole('textbox', { name: /^Description/ }),
      'Photograph the house and ask the neighbours whether anyone lives there.',
    );
    await user.click(screen.getByRole('textbox', { name: /^Job type/ }));
    await user.click(await screen.findByRole('option', { name: 'Notary' }));
    await fill(user, screen.getByLabelText('Pay to ($)'), '100');
    await fill(user, screen.getByRole('textbox', { name: /^City/ }), 'Austin');
    await fill(user, screen.getByRole('textbox', { name: /^State/ }), 'TX');
    await fill(user, screen.getByRole('textbox', { name: /^Openings/ }), '3');

    await user.click(screen.getByRole('radio', { name: 'Arrival window' }));
    fireEvent.change(screen.getByLabelText(/^Arrive from/), {
      target: { value: '2026-12-02T10:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Arrive by/), {
      target: { value: '2026-12-02T13:00' },
    });
    await fill(user, screen.getByRole('textbox', { name: 'Hours' }), '1');
    await fill(user, screen.getByRole('textbox', { name: 'Minutes' }), '30');

    expect(screen.getByText('No deliverables yet.')).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add deliverable' });
    await user.click(add);
    expect(within(deliverable(1)).getByRole('textbox', { name: /What is needed/ })).toHaveFocus();
    await user.paste('Front of house');
    await fill(user, within(deliverable(1)).getByRole('textbox', { name: 'Photos needed' }), '6');

    await user.click(add);
    await user.selectOptions(
      within(deliverable(2)).getByRole('combobox', { name: 'Kind' }),
      'question',
    );
    expect(
      within(deliverable(2)).queryByRole('textbox', { name: 'Photos needed' }),
    ).not.toBeInTheDocument();
    await fill(
      user,
      within(deliverable(2)).getByRole('textbox', { name: /What is needed/ }),
      'Was anyone home?',
    );
    await user.click(within(deliverable(2)).getByRole('checkbox', { name: 'Required' }));

    await user.click(add);
    await user.selectOptions(
      within(deliverable(3)).getByRole('combobox', { name: 'Kind' }),
      'document',
    );
    await fill(
      user,
      within(deliverable(3)).getByRole('textbox', { name: /What is needed/ }),
      'Signed report',
    );

    await user.click(screen.getByRole('button', { name: 'Move deliverable 3 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove deliverable 1' }));
    expect(add).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Post job' }));
    await screen.findByRole('heading', { name: 'Job saved' });
    const body = callsTo('POST', '/api/jobs/')[0]?.body;
    expect(body).toMatchObject({
      title: 'Occupancy check in Austin',
      openings: 3,
      schedule: {
        type: 'window',
        start: new Date(2026, 11, 2, 10, 0).toISOString(),
        end: new Date(2026, 11, 2, 13, 0).toISOString(),
      },
      duration_minutes: 90,
    });
    expect((body as { deliverables: unknown }).deliverables).toEqual([
      { kind: 'document', label: 'Signed report', min_count: 1, required: true },
      { kind: 'question', label: 'Was anyone home?', min_count: 1, required: false },
    ]);
    // The app's longest form, field by field: 24 s on two cores shared with the server tests.
  }, 60_000);

  it('shows the contract’s messages for a window that ends before it starts, an empty deliverable and no pay', async () => {
    const { callsTo } = stubFetch({ 'GET /api/dyn/jobtype/': { body: JOB_TYPES } });
    const { user } = renderEditor();
    await user.click(screen.getByRole('radio', { name: 'Arrival window' }));
    fireEvent.change(screen.getByLabelText(/^Arrive from/), {
      target: { value: '2026-12-02T10:00' },
    });
    fireEvent.change(screen.getByLabelText(/^Arrive by/), {
      target: { value: '2026-12-02T09:00' },
    });
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    await fill(user, screen.getByRole('textbox', { name: /^Openings/ }), '51');
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('The window must end after it starts.')).toBeInTheDocument();
    expect(within(deliverable(1)).getByText('Say what is needed.')).toBeInTheDocument();
    expect(screen.getByText('Enter the most you will pay.')).toBeInTheDocument();
    expect(callsTo('POST', '/api/jobs/')).toHaveLength(0);
  }, 20_000);

  it('keeps the ids of a job’s deliverables when it is edited', async () => {
    const existing: MyJob = {
      ...JOB,
      id: 31,
      openings: 2,
      filled: 1,
      schedule: { type: 'hard_start', start: new Date(2026, 11, 1, 9, 0).toISOString(), end: null },
      duration_minutes: 45,
      deliverables: [
        { id: 'front', kind: 'photo', label: 'Front of house', min_count: 6, required: true },
        { id: 'form', kind: 'document', label: 'Signed form', min_count: 1, required: true },
      ],
      applicants: [],
    };
    const { callsTo } = stubFetch({
      'GET /api/dyn/jobtype/': { body: [{ id: JOB.job_type.id, name: JOB.job_type.name }] },
      'GET /api/myjobs/31/': { body: existing },
      'PATCH /api/jobs/31/': { body: existing },
    });
    const { user } = renderEditor(EMPLOYER, '/employer/jobs/31/edit');
    const first = await screen.findByRole('group', { name: 'Deliverable 1' });
    expect(within(first).getByRole('textbox', { name: /What is needed/ })).toHaveValue(
      'Front of house',
    );
    expect(screen.getByLabelText(/^Starts at/)).toHaveValue('2026-12-01T09:00');
    expect(screen.getByRole('textbox', { name: 'Minutes' })).toHaveValue('45');
    expect(screen.getByText(/1 already assigned/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move deliverable 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Add deliverable' }));
    await user.paste('Back of house');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Job saved' });
    const body = callsTo('PATCH', '/api/jobs/31/')[0]?.body as Record<string, unknown>;
    expect(body.deliverables).toEqual([
      { id: 'form', kind: 'document', label: 'Signed form', min_count: 1, required: true },
      { id: 'front', kind: 'photo', label: 'Front of house', min_count: 6, required: true },
      { kind: 'photo', label: 'Back of house', min_count: 1, required: true },
    ]);
    expect(body).toMatchObject({
      openings: 2,
      schedule: { type: 'hard_start', start: existing.schedule!.start, end: null },
      duration_minutes: 45,
    });
  }, 20_000);

  it('shows an open job’s listing end and sends a sooner one', async () => {
    const ends = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const existing: MyJob = { ...JOB, id: 32, status: 'open', expires_at: ends, applicants: [] };
    const sooner = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const { callsTo } = stubFetch({
      'GET /api/dyn/jobtype/': { body: [{ id: JOB.job_type.id, name: JOB.job_type.name }] },
      'GET /api/myjobs/32/': { body: existing },
      'PATCH /api/jobs/32/': { body: existing },
    });
    const { user } = renderEditor(EMPLOYER, '/employer/jobs/32/edit');
    const field = await screen.findByLabelText('Listed until');
    expect(field).toHaveValue(ends.slice(0, 10));
    expect(field).toHaveAttribute('max', ends.slice(0, 10));
    fireEvent.change(field, { target: { value: sooner } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Job saved' });
    expect(callsTo('PATCH', '/api/jobs/32/')[0]?.body).toMatchObject({ expires_at: sooner });
  }, 20_000);
});
