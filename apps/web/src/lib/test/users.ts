import type { UserInfo } from '@fieldhire/contract/accounts';

export const CANDIDATE: UserInfo = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Lovelace',
  role: 'candidate',
  avatar: null,
  email_verified: true,
  company: null,
  unread_messages: 0,
  unread_notifications: 0,
  profile_complete: false,
};

export const EMPLOYER: UserInfo = {
  ...CANDIDATE,
  id: 2,
  username: 'grace',
  email: 'grace@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  role: 'employer',
  company: {
    id: 7,
    name: 'Acme Inspections',
    avatar: null,
    role: 'owner',
    may_approve_spending: true,
  },
};

export const FUTURE_EXPIRY = new Date(Date.now() + 14 * 86_400_000).toISOString();
export const AUTH_TOKEN = 'f'.repeat(40);
