import { CompanyReliability } from './reputation';
import { z } from 'zod';
import { COMPANY_DOCUMENT_KINDS } from './verification';
import { Email, TeamRole } from './accounts';
import { CATEGORIES, COMPANY_SIZES } from './constants';
import {
  jsonNumber,
  jsonRecordId,
  numberText,
  optionalChoice,
  optionalText,
  pageEnd,
  pageStart,
  recordId,
  pageRows,
} from './params';

export const FOUNDED_MIN = 1900;
export const FOUNDED_MAX = 2028;
export const DIRECTORY_DISTANCE_MAX = 100;
export const MAX_DIRECTORY_ROWS = 100;
export const MAX_INVITES_PER_CALL = 20;
export const INVITE_TTL_DAYS = 7;
/** A user belongs to one company: creating or joining another is refused with this. */
export const ALREADY_IN_A_COMPANY = 'You already belong to a company.';

export const CompanySize = z.enum(COMPANY_SIZES);
export const COMPANY_SORTS = ['newest', 'oldest', 'name', 'most_jobs', 'distance'] as const;

export const TeamMember = z.object({
  id: z.number().int(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    name: z.string(),
    avatar: z.string().nullable(),
    email: z.string(),
  }),
  role: TeamRole,
  /** Whether the member may approve work, which charges the company's card. */
  may_approve_spending: z.boolean(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const PendingInvite = z.object({
  id: z.number().int(),
  email: z.string(),
  role: TeamRole,
  invited_by: z.string().nullable(),
  expires: z.string(),
  created_at: z.string(),
});
export type PendingInvite = z.infer<typeof PendingInvite>;

export const Company = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
  about: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  category: z.enum(CATEGORIES).nullable(),
  size: CompanySize.nullable(),
  founded_year: z.number().int().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  open_jobs: z.number().int(),
  created_at: z.string(),
  reliability: CompanyReliability,
  /** The documents the Fieldhire team verified and that have not expired: its badges. */
  verified_documents: z.array(z.enum(COMPANY_DOCUMENT_KINDS)),
  distance: z.number().optional(),
  team: z.array(TeamMember).optional(),
  invites: z.array(PendingInvite).optional(),
});
export type Company = z.infer<typeof Company>;

export const CompanyList = z.object({ count: z.number().int(), results: z.array(Company) });
export type CompanyList = z.infer<typeof CompanyList>;

export const CompanyIdParams = z.object({ id: recordId });

export const CompanyFilter = z
  .object({
    keyword: optionalText(200),
    location: optionalText(120),
    destination_min: numberText(jsonNumber().min(0).max(5000)).default(0),
    destination_max: numberText(jsonNumber().min(0).max(5000)).default(DIRECTORY_DISTANCE_MAX),
    category: optionalChoice(z.enum(CATEGORIES)),
    companySize: optionalChoice(CompanySize),
    foundation_min: numberText(jsonNumber().int().min(FOUNDED_MIN).max(FOUNDED_MAX)).default(
      FOUNDED_MIN,
    ),
    foundation_max: numberText(jsonNumber().int().min(FOUNDED_MIN).max(FOUNDED_MAX)).default(
      FOUNDED_MAX,
    ),
    sort: optionalChoice(z.enum(COMPANY_SORTS)).default('newest'),
    start: pageStart,
    end: pageEnd,
  })
  .refine((f) => f.destination_min <= f.destination_max, {
    path: ['destination_max'],
    message: 'destination_max must be at least destination_min.',
  })
  .refine((f) => f.foundation_min <= f.foundation_max, {
    path: ['foundation_max'],
    message: 'foundation_max must be at least foundation_min.',
  })
  .refine(...pageRows(MAX_DIRECTORY_ROWS));
export type CompanyFilter = z.infer<typeof CompanyFilter>;

const blankToNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/** The text fields of the company form (multipart), validated after the avatar is read. */
export const CompanyFields = z.object({
  name: z.string().trim().min(2, 'Company name must be at least 2 characters.').max(120).optional(),
  about: blankToNull(z.string().trim().max(5000)),
  website: blankToNull(
    z
      .string()
      .trim()
      .max(300)
      .regex(/^https?:\/\/[^\s]+$/i, 'Enter a web address starting with http:// or https://.'),
  ),
  email: blankToNull(Email),
  phone: blankToNull(
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9+().\s-]{7,40}$/, 'Enter a valid phone number.'),
  ),
  category: blankToNull(z.enum(CATEGORIES)),
  size: blankToNull(CompanySize),
  founded_year: blankToNull(numberText(jsonNumber().int().min(FOUNDED_MIN).max(FOUNDED_MAX))),
  city: blankToNull(z.string().trim().max(120)),
  state: blankToNull(z.string().trim().max(40)),
  zip: blankToNull(
    z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.'),
  ),
});
export type CompanyFields = z.infer<typeof CompanyFields>;

export const TeamInviteBody = z.object({
  invites: z
    .array(z.object({ email: Email, role: z.enum(['admin', 'member']).default('member') }))
    .min(1, 'Add at least one email address.')
    .max(MAX_INVITES_PER_CALL, `At most ${MAX_INVITES_PER_CALL} invites at a time.`),
});
export type TeamInviteBody = z.infer<typeof TeamInviteBody>;
export const TeamInviteResponse = z.object({ message: z.string() });

export const InviteTokenQuery = z.object({ invite_token: z.string().trim().min(1).max(128) });
export const InviteInfo = z.object({
  company: z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() }),
  email: z.string(),
  role: TeamRole,
  invited_by: z.string().nullable(),
  expires: z.string(),
  valid: z.boolean(),
});
export type InviteInfo = z.infer<typeof InviteInfo>;
export const AcceptInviteBody = z.object({ invite_token: z.string().trim().min(1).max(128) });

export const UpdateTeamBody = z
  .object({
    action: z.enum(['remove', 'set_role', 'set_spending']),
    company_id: jsonRecordId,
    employee_id: jsonRecordId,
    role: TeamRole.optional(),
    may_approve_spending: z.boolean().optional(),
  })
  .refine((b) => b.action !== 'set_role' || b.role !== undefined, {
    path: ['role'],
    message: 'Choose the new role.',
  })
  .refine((b) => b.action !== 'set_spending' || b.may_approve_spending !== undefined, {
    path: ['may_approve_spending'],
    message: 'Say whether they may approve spending.',
  });
export type UpdateTeamBody = z.infer<typeof UpdateTeamBody>;
