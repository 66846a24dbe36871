import { z } from 'zod';

export const ROLES = ['candidate', 'employer'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

export const TEAM_ROLES = ['owner', 'admin', 'member'] as const;
export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;

/**
 * Whether a member may spend the company's money (approving work charges its card): owners and
 * admins always may; a member only when the owner has allowed it.
 */
export const maySpend = (role: TeamRole | null, granted: boolean | null) =>
  role === 'owner' || role === 'admin' || (role === 'member' && granted === true);

export const SPENDING_TEXT = {
  approveNeedsPermission:
    'Approving work charges the company’s card: ask the owner to allow you to approve spending.',
  ownerGrants: 'Only the owner can choose who may approve spending.',
  seniorAlwaysMay: 'Owners and admins may always approve spending.',
  granted: (name: string) => `${name} may now approve spending.`,
  withdrawn: (name: string) => `${name} may no longer approve spending.`,
} as const;

export const USERNAME_PATTERN = /^[a-z0-9_.-]{3,30}$/;
export const PASSWORD_MIN_LENGTH = 10;

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(200, 'Password must be at most 200 characters.')
  .refine((value) => !/^\d+$/.test(value), 'Password cannot be entirely numeric.');

export const Username = z
  .string()
  .trim()
  .toLowerCase()
  .regex(USERNAME_PATTERN, 'Use 3-30 lowercase letters, digits, dots, dashes or underscores.');

export const Email = z.string().trim().toLowerCase().max(254).email('Enter a valid email address.');

export const RegisterBody = z
  .object({
    email: Email,
    username: Username,
    password: Password,
    first_name: z.string().trim().min(1, 'First name is required.').max(80),
    last_name: z.string().trim().min(1, 'Last name is required.').max(80),
    role: Role,
    company_name: z.string().trim().min(2).max(120).optional(),
  })
  .refine((body) => body.role === 'employer' || body.company_name === undefined, {
    path: ['company_name'],
    message: 'Only employers can create a company.',
  });
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  username: z.string().trim().min(1, 'Enter your username or email.').max(254),
  password: z.string().min(1, 'Enter your password.').max(200),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const UserCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  role: TeamRole,
  /** Whether the user may approve work, which charges the company's card. */
  may_approve_spending: z.boolean(),
});

export const UserInfo = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: Role,
  avatar: z.string().nullable(),
  email_verified: z.boolean(),
  company: UserCompany.nullable(),
  unread_messages: z.number().int(),
  unread_notifications: z.number().int(),
  profile_complete: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfo>;

export const LoginResponse = z.object({
  token: z.string(),
  expires: z.string(),
  csrfToken: z.string(),
  user_info: UserInfo,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const CsrfResponse = z.object({ csrfToken: z.string() });
export type CsrfResponse = z.infer<typeof CsrfResponse>;

export const PasswordResetBody = z.object({ email: Email });
export const PasswordResetConfirmBody = z.object({
  code: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
  password: Password,
});
export type PasswordResetConfirmBody = z.infer<typeof PasswordResetConfirmBody>;

export const VerifyEmailParams = z.object({
  code: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
