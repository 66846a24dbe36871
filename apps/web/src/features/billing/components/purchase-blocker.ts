import type { UserInfo } from '@fieldhire/contract/accounts';
import { BILLING_MESSAGES } from '@fieldhire/contract/billing';
import { canManageBilling } from './billing-records-only';

/** Why the viewer cannot buy packages, or null when they can (guests log in at checkout). */
export function purchaseBlocker(viewer: UserInfo | null): string | null {
  if (!viewer) return null;
  if (viewer.role !== 'employer')
    return 'Packages are bought by company accounts. As a field agent, everything is free.';
  if (!viewer.company) return BILLING_MESSAGES.noCompany;
  if (!canManageBilling(viewer.company.role))
    return `Only the owner or an admin of ${viewer.company.name} can buy packages. Ask one of them to add the package you need.`;
  return null;
}
