import type { Role, UserInfo } from '@fieldhire/contract/accounts';

export const ROLE_CHOICES: Record<Role, { label: string; description: string }> = {
  candidate: {
    label: 'Field agent',
    description: 'Find inspection, notary and other field jobs near you.',
  },
  employer: {
    label: 'Company',
    description: 'Post jobs and hire vetted agents in the areas you cover.',
  },
};

export function describeRole(user: UserInfo) {
  if (user.role === 'candidate') return 'Field agent';
  return user.company ? `Employer · ${user.company.name}` : 'Employer';
}

export function displayName(user: UserInfo) {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username;
}
