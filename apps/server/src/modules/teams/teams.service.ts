import {
  ALREADY_IN_A_COMPANY,
  INVITE_TTL_DAYS,
  type InviteInfo,
  type TeamInviteBody,
  type UpdateTeamBody,
} from '@fieldhire/contract/companies';
import { SPENDING_TEXT } from '@fieldhire/contract/accounts';
import { MESSAGES } from '@fieldhire/contract/constants';
import type { Database } from '../../db/database';
import { requireCompanyManager, requireCompanyMember, type Viewer } from '../../platform/auth';
import { randomToken, sha256 } from '../../platform/crypto';
import {
  badRequest,
  conflict,
  conflictOnUnique,
  notFound,
  permissionDenied,
} from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import type { AccountsService } from '../accounts/accounts.service';
import { createTeamsRepository } from './teams.repository';

interface TeamsDeps {
  db: Database;
  events: EventBus;
  accounts: AccountsService;
  /** Tells the users' open pages that their user info (company, team role) changed. */
  userInfoChanged: (userIds: number[]) => Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

const NOT_ON_TEAM = 'You are not on this team.';

function requireManager(viewer: Viewer, companyId?: number) {
  const member = requireCompanyMember(viewer, 'Only members of a company can manage its team.');
  if (companyId !== undefined && member.companyId !== companyId)
    throw permissionDenied(NOT_ON_TEAM);
  return requireCompanyManager(member, 'Only the owner or an admin can manage the team.');
}

export function createTeamsService({ db, events, accounts, userInfoChanged }: TeamsDeps) {
  const repository = createTeamsRepository(db);

  async function setSpending(viewer: Viewer, body: UpdateTeamBody) {
    const { teamRole } = requireManager(viewer, body.company_id);
    if (teamRole !== 'owner') throw permissionDenied(SPENDING_TEXT.ownerGrants);
    const target = await repository.membership(body.company_id, body.employee_id);
    if (!target) throw badRequest('That person is not on this team.');
    if (target.role !== 'member') throw badRequest(SPENDING_TEXT.seniorAlwaysMay);
    await repository.setSpending(target.id, body.may_approve_spending!);
    await userInfoChanged([body.employee_id]);
  }

  return {
    /** Adds the team and pending invites when the viewer belongs to the company. */
    async withTeam<T extends { id: number }>(company: T, viewer: Viewer | null) {
      if (!viewer || viewer.companyId !== company.id) return company;
      const [team, invites] = await Promise.all([
        repository.members(company.id),
        repository.pendingInvites(company.id),
      ]);
      return { ...company, team, invites };
    },

    async invite(viewer: Viewer, { invites }: TeamInviteBody) {
      const { companyId, teamRole } = requireManager(viewer);
      if (teamRole !== 'owner' && invites.some((invite) => invite.role === 'admin'))
        throw permissionDenied('Only the owner can invite admins.');
      const members = await repository.members(companyId);
      const memberEmails = new Set(members.map((member) => member.user.email.toLowerCase()));
      const already = invites.find((invite) => memberEmails.has(invite.email));
      if (already) throw badRequest(`${already.email} is already on your team.`);
      const inviter = await accounts.userInfoOf(viewer.id);
      const companyName = inviter.company?.name ?? 'your company';
      const unique = [...new Map(invites.map((invite) => [invite.email, invite])).values()];
      for (const invite of unique) {
        const token = randomToken();
        const acceptPath = `/invite?invite_token=${token}`;
        await events.transaction(async (tx, emit) => {
          await createTeamsRepository(tx).insertInvite({
            companyId,
            email: invite.email,
            role: invite.role,
            tokenHash: sha256(token),
            invitedBy: viewer.id,
            expiresAt: new Date(Date.now() + INVITE_TTL_DAYS * DAY_MS),
          });
          await emit({
            type: 'team.invited',
            companyId,
            companyName,
            inviterId: viewer.id,
            inviterName: `${inviter.first_name} ${inviter.last_name}`.trim(),
            email: invite.email,
            role: invite.role,
            acceptPath,
            expiresInDays: INVITE_TTL_DAYS,
          });
        });
      }
      return { message: MESSAGES.invitesSent };
    },

    async inviteInfo(token: string): Promise<InviteInfo> {
      const invite = await repository.inviteByHash(sha256(token));
      if (!invite) throw notFound('This invite link is not valid.');
      return {
        company: { id: invite.companyId, name: invite.companyName, avatar: invite.companyAvatar },
        email: invite.email,
        role: invite.role,
        invited_by: invite.invitedBy,
        expires: invite.expiresAt.toISOString(),
        valid: invite.acceptedAt === null && invite.expiresAt > new Date(),
      };
    },

    async accept(viewer: Viewer, token: string) {
      if (viewer.role !== 'employer')
        throw permissionDenied('Only company accounts can join a team.');
      const invite = await repository.inviteByHash(sha256(token));
      if (!invite) throw notFound('This invite link is not valid.');
      if (invite.acceptedAt !== null || invite.expiresAt <= new Date())
        throw badRequest('This invite has expired or was already used.');
      if (viewer.companyId !== null) throw conflict(ALREADY_IN_A_COMPANY);
      const user = await accounts.userInfoOf(viewer.id);
      if (user.email.toLowerCase() !== invite.email.toLowerCase())
        throw permissionDenied(
          `This invite was sent to ${invite.email}; log in with that account to accept it.`,
        );
      const accepted = await repository
        .acceptInvite(invite.id, invite.companyId, viewer.id, invite.role)
        // A concurrent request may have made this user a member after the check above.
        .catch(conflictOnUnique(ALREADY_IN_A_COMPANY));
      if (!accepted) throw badRequest('This invite has expired or was already used.');
      await userInfoChanged([viewer.id]);
      return accounts.userInfoOf(viewer.id);
    },

    /**
     * Owners and admins manage members; only the owner touches admins and owners, and chooses
     * which members may approve spending; anyone may leave; a company keeps an owner.
     */
    async update(viewer: Viewer, body: UpdateTeamBody) {
      if (body.action === 'set_spending') return setSpending(viewer, body);
      const leaving = body.action === 'remove' && body.employee_id === viewer.id;
      if (!leaving) requireManager(viewer, body.company_id);
      else if (viewer.companyId !== body.company_id) throw permissionDenied(NOT_ON_TEAM);
      const target = await repository.membership(body.company_id, body.employee_id);
      if (!target) throw badRequest('That person is not on this team.');
      const isOwner = viewer.teamRole === 'owner';
      const touchesSenior =
        target.role !== 'member' || body.role === 'admin' || body.role === 'owner';
      if (!isOwner && touchesSenior && body.employee_id !== viewer.id)
        throw permissionDenied('Only the owner can change admins and owners.');
      if (!isOwner && body.action === 'set_role' && body.role !== 'member')
        throw permissionDenied('Only the owner can change admins and owners.');
      const losesOwner =
        target.role === 'owner' && (body.action === 'remove' || body.role !== 'owner');
      if (losesOwner && (await repository.ownerCount(body.company_id)) <= 1)
        throw badRequest('A company needs at least one owner; make someone else owner first.');
      if (body.action === 'remove') await repository.removeMember(target.id);
      else await repository.setRole(target.id, body.role!);
      await userInfoChanged([body.employee_id]);
    },
  };
}
export type TeamsService = ReturnType<typeof createTeamsService>;
