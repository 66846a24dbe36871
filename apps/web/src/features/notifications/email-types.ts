import type { NotificationTypeName } from '@fieldhire/contract/notification-types';

/**
 * The kinds of notification email each role can get. Team invitations have no switch: the
 * invitation is its own email, which the settings do not stop.
 */
export const EMAIL_TYPES: Record<'candidate' | 'employer', NotificationTypeName[]> = {
  candidate: ['application_status', 'job_invitation', 'work_order'],
  employer: ['application_received', 'purchase_completed', 'job_expiring', 'work_order'],
};
