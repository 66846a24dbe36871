import type { TeamRole } from '@fieldhire/contract/accounts';
import type { TeamMember } from '@fieldhire/contract/companies';

export const ROLE_LABELS: Record<TeamRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

export const canManageTeam = (role: TeamRole) => role === 'owner' || role === 'admin';

/** Roles the viewer may hand out by invite: only an owner invites admins. */
export const invitableRoles = (role: TeamRole): ('admin' | 'member')[] =>
  role === 'owner' ? ['admin', 'member'] : ['member'];

/**
 * What the viewer may do to one member, as the server's rules allow: the owner changes anyone's
 * role, removes anyone and chooses which members may approve spending (owners and admins always
 * may); an admin removes members and may leave; members manage nobody.
 */
export function memberActions(viewerRole: TeamRole, viewerId: number, member: TeamMember) {
  const isSelf = member.user.id === viewerId;
  if (viewerRole === 'owner')
    return { changeRole: true, remove: true, grantSpending: member.role === 'member', isSelf };
  if (viewerRole === 'admin')
    return {
      changeRole: false,
      remove: member.role === 'member' || isSelf,
      grantSpending: false,
      isSelf,
    };
  return { changeRole: false, remove: false, grantSpending: false, isSelf };
}
