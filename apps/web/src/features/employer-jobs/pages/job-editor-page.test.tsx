import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { JobEditorPage } from './job-editor-page';

function renderEditor(viewer = EMPLOYER) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/employer/jobs/new', element: <JobEditorPage /> }], {
    initialEntry: '/employer/jobs/new',
    queryClient,
  });
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
