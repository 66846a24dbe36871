import { SPENDING_TEXT } from '@fieldhire/contract/accounts';
import { MESSAGES } from '@fieldhire/contract/constants';
import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storeAuthToken } from '../../../lib/auth-token';
import { stubFetch, type StubReply } from '../../../lib/test/fetch-stub';
import { createTestQueryClient, renderRoutes } from '../../../lib/test/render';
import { AUTH_TOKEN, EMPLOYER, FUTURE_EXPIRY } from '../../../lib/test/users';
import { userInfoKey } from '../../../lib/user-info';
import { TEAM_COMPANY } from '../team-fixtures';
import { TeamPage } from './team-page';

function renderTeam(viewer = EMPLOYER) {
  storeAuthToken(AUTH_TOKEN, FUTURE_EXPIRY);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userInfoKey, viewer);
  return renderRoutes([{ path: '/employer/team', element: <TeamPage /> }], {
    initialEntry: '/employer/team',
    queryClient,
  });
}

async function makeAlanAdmin(user: UserEvent) {
  await user.click(await screen.findByRole('textbox', { name: 'Role of Alan Turing' }));
  await user.click(await screen.findByRole('option', { name: 'Admin' }));
}

async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

const failure = (status: number, detail: string): StubReply => ({
  status,
  body: { detail, code: 'x' },
});

describe('TeamPage', () => {
  beforeEach(() => notifications.clean());

  it('lists members with their roles and the pending invites', async () => {
    stubFetch({ 'GET /api/companies/7/': { body: TEAM_COMPANY } });
    renderTeam();
    const members = await screen.findByRole('region', { name: 'Members (2)' });
    expect(within(members).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(members).getByText('(you)')).toBeInTheDocument();
    expect(within(members).getByRole('textbox', { name: 'Role of Alan Turing' })).toHaveValue(
      'Member',
    );
    const invites = screen.getByRole('region', { name: 'Pending invites' });
    expect(within(invites).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(invites).getByText('Admin')).toBeInTheDocument();
  });

  it('sends set_role and shows the team from the answer', async () => {
    const promoted = {
      ...TEAM_COMPANY,
      team: TEAM_COMPANY.team!.map((m) => (m.user.id === 5 ? { ...m, role: 'admin' as const } : m)),
    };
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/update-team/': { body: promoted },
    });
    const { user } = renderTeam();
    await makeAlanAdmin(user);
    expect(fetch.callsTo('POST', '/api/update-team/')[0]!.body).toEqual({
      action: 'set_role',
      company_id: 7,
      employee_id: 5,
      role: 'admin',
    });
    expect(await screen.findByRole('textbox', { name: 'Role of Alan Turing' })).toHaveValue(
      'Admin',
    );
  });

  it('shows the spec texts when a team update fails', async () => {
    stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/update-team/': [
        failure(403, 'Only the owner can change admins and owners.'),
        failure(401, 'Authentication credentials were not provided.'),
        failure(400, 'A company needs at least one owner; make someone else owner first.'),
        failure(500, 'Internal server error.'),
      ],
    });
    const { user } = renderTeam();
    const alertText = async () =>
      (await screen.findByRole('alert', { name: 'Could not update the team' })).textContent;

    await makeAlanAdmin(user);
    expect(await alertText()).toContain('Permission Denied');
    await makeAlanAdmin(user);
    expect(await alertText()).toContain(MESSAGES.permissionDenied);
    await makeAlanAdmin(user);
    expect(await alertText()).toContain(
      'A company needs at least one owner; make someone else owner first.',
    );
    await makeAlanAdmin(user);
    expect(await alertText()).toContain('Interal Server Error, Try Again Later');
  });

  it('lets the owner allow a member to approve spending, and says so', async () => {
    const allowed = {
      ...TEAM_COMPANY,
      team: TEAM_COMPANY.team!.map((m) =>
        m.user.id === 5 ? { ...m, may_approve_spending: true } : m,
      ),
    };
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/update-team/': { body: allowed },
    });
    const { user } = renderTeam();
    const spending = await screen.findByRole('switch', {
      name: 'Alan Turing may approve spending',
    });
    expect(spending).not.toBeChecked();
    expect(
      screen.queryByRole('switch', { name: 'Grace Hopper may approve spending' }),
    ).not.toBeInTheDocument();
    await user.click(spending);
    expect(fetch.callsTo('POST', '/api/update-team/')[0]!.body).toEqual({
      action: 'set_spending',
      company_id: 7,
      employee_id: 5,
      may_approve_spending: true,
    });
    expect(await screen.findByText(SPENDING_TEXT.granted('Alan Turing'))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Alan Turing may approve spending' })).toBeChecked();
  });

  it('shows an admin who may approve spending, with no switch', async () => {
    stubFetch({ 'GET /api/companies/7/': { body: TEAM_COMPANY } });
    renderTeam({ ...EMPLOYER, company: { ...EMPLOYER.company!, role: 'admin' } });
    const members = await screen.findByRole('region', { name: 'Members (2)' });
    expect(within(members).getByText('Cannot approve spending')).toBeInTheDocument();
    expect(within(members).queryByRole('switch')).not.toBeInTheDocument();
  });

  it('removes a member after confirming', async () => {
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/update-team/': { body: { ...TEAM_COMPANY, team: TEAM_COMPANY.team!.slice(0, 1) } },
    });
    const { user } = renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Remove Alan Turing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Alan Turing?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('region', { name: 'Members (1)' })).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/update-team/')[0]!.body).toEqual({
      action: 'remove',
      company_id: 7,
      employee_id: 5,
    });
  });

  it('sends several invites and says Invites Sent Successfully', async () => {
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/teaminvite/': { body: { message: 'Invites Sent Successfully' } },
    });
    const { user } = renderTeam();
    await fill(user, await screen.findByRole('textbox', { name: 'Email 1' }), 'bo@example.com');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await fill(user, screen.getByRole('textbox', { name: 'Email 2' }), 'cy@example.com');
    await user.click(screen.getByRole('textbox', { name: 'Role 2' }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(screen.getByRole('button', { name: 'Send 2 invites' }));

    expect(await screen.findByText(MESSAGES.invitesSent)).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/teaminvite/')[0]!.body).toEqual({
      invites: [
        { email: 'bo@example.com', role: 'member' },
        { email: 'cy@example.com', role: 'admin' },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'Email 1' })).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: 'Email 2' })).not.toBeInTheDocument();
  });

  it("shows the server's message when invites fail, and checks emails before sending", async () => {
    const fetch = stubFetch({
      'GET /api/companies/7/': { body: TEAM_COMPANY },
      'POST /api/teaminvite/': failure(400, 'alan@example.com is already on your team.'),
    });
    const { user } = renderTeam();
    const email = await screen.findByRole('textbox', { name: 'Email 1' });
    await fill(user, email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/teaminvite/')).toHaveLength(0);

    await user.clear(email);
    await fill(user, email, 'alan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    const alert = await screen.findByRole('alert', { name: 'Invites not sent' });
    expect(alert).toHaveTextContent('alan@example.com is already on your team.');
  });

  it('shows members the team without management', async () => {
    stubFetch({ 'GET /api/companies/7/': { body: TEAM_COMPANY } });
    renderTeam({ ...EMPLOYER, id: 5, company: { ...EMPLOYER.company!, role: 'member' } });
    expect(await screen.findByRole('region', { name: 'Members (2)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Role of Alan Turing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Invite people' })).not.toBeInTheDocument();
  });

  it('sends an employer without a company to create one', () => {
    stubFetch();
    renderTeam({ ...EMPLOYER, company: null });
    expect(screen.getByRole('heading', { name: 'Create your company first' })).toBeInTheDocument();
  });
});
