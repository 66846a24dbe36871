import { z } from 'zod';
import { DISPUTE_OUTCOMES } from './disputes';
import { recordId } from './params';

/** How long an operator's sign-in lasts: a working day, then password and code again. */
export const OPERATOR_SESSION_HOURS = 12;
/** An operator's sign-in cookie: HttpOnly, sent to the console's API only. */
export const OPERATOR_COOKIE = 'fh_ops';
export const OPERATOR_COOKIE_PATH = '/api/ops';
export const SUSPENSION_REASON_MAX = 1000;
export const REPORT_NOTE_MAX = 2000;

export const OPS_TEXT = {
  badCredentials: 'That email and password do not match an operator.',
  badCode: 'That code is not right. Enter the 6 digits your authenticator app shows now.',
  signInFirst: 'Sign in with your password first.',
  alreadySuspended: 'This account is already suspended.',
  notSuspended: 'This account is not suspended.',
  alreadyRemoved: 'This job is already removed.',
  notRemoved: 'This job is not removed.',
  alreadyResolved: 'These reports were already acted on.',
  nothingToRemove: 'Only a job or a message can be removed.',
  suspended: 'This account is suspended. Write to support if you think this is a mistake.',
  reported: 'Thanks. Our team will look at your report.',
  reportUnknownTarget: 'There is nothing to report there.',
  reportYourself: 'You cannot report yourself or your own company.',
} as const;

export const OperatorLoginBody = z.object({
  email: z.string().trim().min(1, 'Enter your email.').max(254),
  password: z.string().min(1, 'Enter your password.').max(256),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;

/**
 * The password was right: the code comes next. A first sign-in enrols the authenticator app
 * first, from the QR code (or the secret typed in).
 */
export const OperatorLoginResponse = z.object({
  next: z.enum(['enrol', 'code']),
  enrolment: z
    .object({ secret: z.string(), otpauth_url: z.string(), qr_code: z.string() })
    .nullable(),
});
export type OperatorLoginResponse = z.infer<typeof OperatorLoginResponse>;

export const OperatorCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6 digits your authenticator app shows.'),
});

export const Operator = z.object({ id: z.number().int(), email: z.string(), name: z.string() });
export type Operator = z.infer<typeof Operator>;

export const REPORT_TARGETS = ['job', 'company', 'agent', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];

/** The reasons a user picks from, in the order shown. */
export const REPORT_REASONS = {
  spam: 'Spam or advertising',
  scam: 'Scam or asks for money',
  offensive: 'Offensive or abusive',
  misleading: 'Misleading or false information',
  off_platform: 'Asks to pay or talk outside Fieldhire',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
const REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const ReportBody = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int().positive().max(2_147_483_647),
  reason: z.enum(REASON_KEYS, { error: 'Choose a reason.' }),
  note: z.string().trim().max(REPORT_NOTE_MAX).default(''),
});
export type ReportBody = z.input<typeof ReportBody>;

export const REPORT_OUTCOMES = ['dismiss', 'remove', 'warn', 'suspend'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

/** What the reporter is told of each outcome. */
export const REPORT_OUTCOME_TEXT: Record<ReportOutcome, string> = {
  dismiss: 'We looked and found it within our rules, so we left it up.',
  remove: 'We removed it.',
  warn: 'We warned the account behind it.',
  suspend: 'We suspended the account behind it.',
};

/** The open reports of one target, as the queue shows them. */
export const ReportedTarget = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int(),
  label: z.string(),
  open_reports: z.number().int(),
  reasons: z.array(z.string()),
  latest_at: z.string(),
  /** The account an action of warn or suspend applies to. */
  account_id: z.number().int().nullable(),
});
export type ReportedTarget = z.infer<typeof ReportedTarget>;

export const OpenReport = z.object({
  id: z.number().int(),
  reporter: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  reason: z.string(),
  note: z.string(),
  at: z.string(),
});

export const ReportedTargetDetail = ReportedTarget.extend({
  reports: z.array(OpenReport),
  /** The reported message's text: operators read messages only when one was reported. */
  message_body: z.string().nullable(),
});
export type ReportedTargetDetail = z.infer<typeof ReportedTargetDetail>;

export const ResolveReportsBody = z.object({
  target_type: z.enum(REPORT_TARGETS),
  target_id: z.number().int().positive().max(2_147_483_647),
  outcome: z.enum(REPORT_OUTCOMES),
  note: z.string().trim().min(1, 'Say why, for the audit log.').max(SUSPENSION_REASON_MAX),
});

/** An operator action's reason: the audit log keeps it, and the account concerned is told it. */
export const OperatorReasonBody = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Say why: the account is told this reason.')
    .max(SUSPENSION_REASON_MAX),
});

export const OPS_SEARCH_KINDS = ['user', 'company', 'job', 'work_order'] as const;
export const OpsSearchQuery = z.object({ q: z.string().trim().min(1).max(200) });
export const OpsSearchHit = z.object({
  kind: z.enum(OPS_SEARCH_KINDS),
  id: z.number().int(),
  title: z.string(),
  detail: z.string(),
});
export type OpsSearchHit = z.infer<typeof OpsSearchHit>;
export const OpsSearchResponse = z.object({ results: z.array(OpsSearchHit) });

export const AuditEntry = z.object({
  id: z.number().int(),
  operator: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  q: z.string().trim().max(200).optional(),
  target_type: z.string().max(40).optional(),
  target_id: recordId.optional(),
  before_id: recordId.optional(),
});
export const AuditPage = z.object({
  entries: z.array(AuditEntry),
  next_before_id: z.number().int().nullable(),
});

const Suspension = z.object({ at: z.string(), reason: z.string() }).nullable();

export const OpsJobSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  status: z.string(),
  held_reason: z.enum(['removed', 'suspended']).nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  city: z.string(),
  state: z.string(),
  created_at: z.string(),
});

export const OpsUserRecord = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['candidate', 'employer']),
  email_verified: z.boolean(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
  suspension: Suspension,
  companies: z.array(z.object({ id: z.number().int(), name: z.string(), role: z.string() })),
  jobs: z.array(OpsJobSummary),
  work_orders: z.array(
    z.object({
      id: z.number().int(),
      job_title: z.string(),
      status: z.string(),
      pay_max: z.number().int(),
    }),
  ),
  balance_cents: z.object({ available: z.number().int(), paid_out: z.number().int() }),
  open_reports: z.number().int(),
  audit: z.array(AuditEntry),
});
export type OpsUserRecord = z.infer<typeof OpsUserRecord>;

export const OpsCompanyRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  created_at: z.string(),
  members: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      email: z.string(),
      role: z.string(),
      suspension: Suspension,
    }),
  ),
  jobs: z.array(OpsJobSummary),
  open_reports: z.number().int(),
  audit: z.array(AuditEntry),
});
export type OpsCompanyRecord = z.infer<typeof OpsCompanyRecord>;

export const OpsJobRecord = OpsJobSummary.extend({
  description: z.string(),
  posted_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  applications: z.number().int(),
  work_orders: z.array(
    z.object({
      id: z.number().int(),
      agent_id: z.number().int(),
      agent_name: z.string(),
      status: z.string(),
      pay_max: z.number().int(),
    }),
  ),
  open_reports: z.number().int(),
  audit: z.array(AuditEntry),
});
export type OpsJobRecord = z.infer<typeof OpsJobRecord>;

export const OpsIdParams = z.object({ id: recordId });
export const OpsReportParams = z.object({
  type: z.enum(REPORT_TARGETS),
  id: recordId,
});

export const FIGURES_WEEKS_MAX = 52;
export const OpsFiguresQuery = z.object({
  weeks: z.coerce
    .number({ error: 'weeks is a number of weeks.' })
    .int()
    .min(1)
    .max(FIGURES_WEEKS_MAX)
    .default(12),
});

/** The marketplace's week, Monday 00:00 UTC to the next; times are averages in hours. */
export const MarketplaceWeek = z.object({
  week_start: z.string(),
  jobs_posted: z.number().int(),
  /** Jobs posted that week that got at least one work order. */
  jobs_filled: z.number().int(),
  fill_rate: z.number().nullable(),
  hours_to_fill: z.number().nullable(),
  work_orders_approved: z.number().int(),
  hours_to_approve: z.number().nullable(),
  gmv_cents: z.number().int(),
  fee_cents: z.number().int(),
  refund_cents: z.number().int(),
  reports_opened: z.number().int(),
  disputes_opened: z.number().int(),
  /** Disputes opened per work order approved that week. */
  dispute_rate: z.number().nullable(),
});
export type MarketplaceWeek = z.infer<typeof MarketplaceWeek>;
export const MarketplaceFigures = z.object({ weeks: z.array(MarketplaceWeek) });

/** The figures' columns in the CSV download, in order. */
export const FIGURES_CSV_COLUMNS = Object.keys(MarketplaceWeek.shape) as (keyof MarketplaceWeek)[];

/** A work order as the console shows it: its steps, and every movement of its money. */
export const OpsWorkOrderRecord = z.object({
  id: z.number().int(),
  status: z.string(),
  job: z.object({ id: z.number().int(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  agent: z.object({ id: z.number().int(), name: z.string() }),
  pay_max: z.number().int(),
  pay_unit: z.string(),
  start_at: z.string(),
  /** Its dispute, if one was opened; `outcome` is null while it is open. */
  dispute: z
    .object({ id: z.number().int(), outcome: z.enum(DISPUTE_OUTCOMES).nullable() })
    .nullable(),
  timeline: z.array(
    z.object({
      type: z.string(),
      actor: z.string().nullable(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
  money: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      at: z.string(),
      entries: z.array(
        z.object({
          account: z.string(),
          owner_id: z.number().int(),
          amount_cents: z.number().int(),
        }),
      ),
    }),
  ),
  audit: z.array(AuditEntry),
});
export type OpsWorkOrderRecord = z.infer<typeof OpsWorkOrderRecord>;
