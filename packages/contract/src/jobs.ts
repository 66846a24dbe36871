import { AgentReliability, CompanyReliability } from './reputation';
import { z } from 'zod';
import {
  jsonNumber,
  jsonRecordId,
  listParam,
  MAX_RECORD_ID,
  numberText,
  optionalText,
  pageEnd,
  pageStart,
  recordId,
  pageRows,
} from './params';
import { Company } from './companies';
import { COMPANY_DOCUMENT_KINDS } from './verification';
import { Notification } from './notifications';
import { CATEGORIES, DATE_POSTED, EXPERIENCES, JOB_FILTER_DEFAULTS } from './constants';
import {
  CounterOffer,
  CounterOfferOut,
  Deliverable,
  Deliverables,
  DurationMinutes,
  Openings,
  Schedule,
  ScheduleOut,
} from './work-terms';

export const SALARY_UNITS = ['hour', 'job', 'month', 'year'] as const;
export const JOB_STATUSES = ['open', 'closed', 'filled'] as const;
export const APPLICATION_STATUSES = [
  'pending',
  'reviewed',
  'shortlisted',
  'approved',
  'rejected',
  'withdrawn',
] as const;
export const JOB_SORTS = [
  'relevance',
  'newest',
  'oldest',
  'salary_desc',
  'salary_asc',
  'distance',
] as const;
export const DATE_POSTED_VALUES = DATE_POSTED.map((option) => option.value) as [
  (typeof DATE_POSTED)[number]['value'],
  ...(typeof DATE_POSTED)[number]['value'][],
];

export const MAX_PAGE_ROWS = 100;

export const Category = z.enum(CATEGORIES);
export const Experience = z.enum(EXPERIENCES);
export const SalaryUnit = z.enum(SALARY_UNITS);
export const JobStatus = z.enum(JOB_STATUSES);
export type JobStatus = z.infer<typeof JobStatus>;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

export const JobFilter = z
  .object({
    keyword: optionalText(200),
    location: optionalText(120),
    location_city_zip: optionalText(120),
    location_state: optionalText(40),
    destination_min: numberText(jsonNumber().min(0).max(5000)).default(
      JOB_FILTER_DEFAULTS.destination_min,
    ),
    destination_max: numberText(jsonNumber().min(0).max(5000)).default(
      JOB_FILTER_DEFAULTS.destination_max,
    ),
    category: z.preprocess((v) => (v === '' ? undefined : v), Category.optional()),
    jobType: listParam(recordId),
    datePosted: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(DATE_POSTED_VALUES).default('all'),
    ),
    experience: listParam(Experience),
    salary_min: numberText(jsonNumber().int().min(0).max(1_000_000_000)).default(
      JOB_FILTER_DEFAULTS.salary_min,
    ),
    salary_max: numberText(jsonNumber().int().min(0).max(1_000_000_000)).default(
      JOB_FILTER_DEFAULTS.salary_max,
    ),
    tag: optionalText(60),
    company: recordId.optional(),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_SORTS).default('newest')),
    start: numberText(jsonNumber().int().min(0).max(100000)).default(JOB_FILTER_DEFAULTS.start),
    end: numberText(jsonNumber().int().min(1).max(100100)).default(JOB_FILTER_DEFAULTS.end),
  })
  .refine((f) => f.destination_min <= f.destination_max, {
    path: ['destination_max'],
    message: 'destination_max must be at least destination_min.',
  })
  .refine((f) => f.salary_min <= f.salary_max, {
    path: ['salary_max'],
    message: 'salary_max must be at least salary_min.',
  })
  .refine(...pageRows(MAX_PAGE_ROWS));
export type JobFilter = z.infer<typeof JobFilter>;

export const CompanySummary = z.object({
  id: z.number().int(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** The signed-in agent's own application to a job, as the job shows it to them. */
export const ViewerApplication = z.object({
  id: z.number().int(),
  status: ApplicationStatus,
  /** The latest work order made for the application, at its approval; null before any. */
  work_order_id: z.number().int().nullable(),
});
export type ViewerApplication = z.infer<typeof ViewerApplication>;

export const Job = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  /** On a job's own page, the company's introduction, record and verified documents too. */
  company: CompanySummary.extend({
    about: z.string().nullable().optional(),
    reliability: CompanyReliability.optional(),
    verified_documents: z.array(z.enum(COMPANY_DOCUMENT_KINDS)).optional(),
  }),
  category: Category,
  job_type: z.object({ id: z.number().int(), name: z.string() }),
  tags: z.array(z.string()),
  experience: Experience,
  salary_min: z.number().int(),
  salary_max: z.number().int(),
  salary_unit: SalaryUnit,
  address: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  state_fips: z.string(),
  town_fips: z.string().nullable(),
  status: JobStatus,
  featured: z.boolean(),
  deadline: z.string().nullable(),
  /**
   * When the listing stops showing in search: LISTING_DAYS after posting, or its package's display
   * period. Every open job has one; null only on old closed jobs.
   */
  expires_at: z.iso.datetime().nullable().optional(),
  created_at: z.string(),
  applicants_count: z.number().int(),
  distance: z.number().optional(),
  is_bookmarked: z.boolean().optional(),
  application: ViewerApplication.nullable().optional(),
  /** How many agents the job needs, and how many are assigned. */
  openings: z.number().int(),
  filled: z.number().int(),
  schedule: ScheduleOut.nullable(),
  duration_minutes: z.number().int().nullable(),
  deliverables: z.array(Deliverable),
});
export type Job = z.infer<typeof Job>;

export const JobList = z.object({
  count: z.number().int(),
  count_capped: z.boolean(),
  results: z.array(Job),
  facets: z.object({
    job_type: z.record(z.string(), z.number().int()),
    category: z.record(z.string(), z.number().int()),
    experience: z.record(z.string(), z.number().int()),
    date_posted: z.record(z.string(), z.number().int()),
  }),
});
export type JobList = z.infer<typeof JobList>;

const TAG = z.string().trim().min(1).max(40);

/** A job pays something: its most is at least a dollar. */
const NO_PAY = 'Enter the most you will pay.';

/**
 * The last day an open listing shows (its end is 23:59:59 UTC that day), from today up to the end
 * the listing has or would have; a longer listing is a renewal.
 */
const ListingEndDay = z.iso.date('Enter a date.').optional();

export const JobInput = z
  .object({
    title: z.string().trim().min(3, 'Title must be at least 3 characters.').max(140),
    description: z
      .string()
      .trim()
      .min(20, 'Describe the job in at least 20 characters.')
      .max(20000),
    category: Category,
    job_type: jsonNumber('Choose a job type.')
      .int()
      .positive('Choose a job type.')
      .max(MAX_RECORD_ID, 'Choose a job type.'),
    tags: z.array(TAG).max(12).default([]),
    experience: Experience,
    salary_min: jsonNumber('Enter an amount.').int().min(0).max(1_000_000),
    salary_max: jsonNumber('Enter an amount.').int().min(1, NO_PAY).max(1_000_000),
    salary_unit: SalaryUnit,
    address: z.string().trim().max(200).optional().nullable(),
    city: z.string().trim().min(1, 'City is required.').max(80),
    state: z.string().trim().min(2, 'State is required.').max(40),
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.')
      .optional()
      .nullable()
      .or(z.literal('').transform(() => null)),
    deadline: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().nullable(),
    expires_at: ListingEndDay,
    openings: Openings.default(1),
    schedule: Schedule.nullable().optional(),
    duration_minutes: DurationMinutes.nullable().optional(),
    deliverables: Deliverables.default([]),
  })
  .refine((job) => job.salary_min <= job.salary_max, {
    path: ['salary_max'],
    message: 'Maximum pay must be at least the minimum.',
  });
export type JobInput = z.infer<typeof JobInput>;

export const JobPatch = z.object({
  title: z.string().trim().min(3).max(140).optional(),
  description: z.string().trim().min(20).max(20000).optional(),
  category: Category.optional(),
  job_type: jsonRecordId.optional(),
  tags: z.array(TAG).max(12).optional(),
  experience: Experience.optional(),
  salary_min: jsonNumber('Enter an amount.').int().min(0).max(1_000_000).optional(),
  salary_max: jsonNumber('Enter an amount.').int().min(1, NO_PAY).max(1_000_000).optional(),
  salary_unit: SalaryUnit.optional(),
  address: z.string().trim().max(200).optional().nullable(),
  city: z.string().trim().min(1).max(80).optional(),
  state: z.string().trim().min(2).max(40).optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Enter a 5-digit ZIP code.')
    .optional()
    .nullable(),
  deadline: z.iso.datetime({ offset: true }).or(z.iso.date()).optional().nullable(),
  expires_at: ListingEndDay,
  status: JobStatus.optional(),
  openings: Openings.optional(),
  schedule: Schedule.nullable().optional(),
  duration_minutes: DurationMinutes.nullable().optional(),
  deliverables: Deliverables.optional(),
});
export type JobPatch = z.infer<typeof JobPatch>;

export const JobIdParams = z.object({ id: recordId });

export const ApplicantCandidate = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  reliability: AgentReliability,
});

export const Applicant = z.object({
  id: z.number().int(),
  status: ApplicationStatus,
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  candidate: ApplicantCandidate,
  counter_offer: CounterOfferOut.nullable(),
  /** The work order made when the applicant was approved. */
  work_order_id: z.number().int().nullable(),
  /**
   * The agent confirmed that work order (or it is approved) and it is not canceled: only the work
   * order's own actions end it now, so the applicant can no longer be rejected.
   */
  work_confirmed: z.boolean(),
});
export type Applicant = z.infer<typeof Applicant>;

/** An applicant to one of the company's jobs, with that job. */
export const CompanyApplicant = Applicant.extend({
  job: z.object({ id: z.number().int(), title: z.string() }),
});
export type CompanyApplicant = z.infer<typeof CompanyApplicant>;
/** GET /api/applicants/: the company's applicants across its jobs, newest first, of one status when given. */
export const CompanyApplicantsQuery = z.object({ status: ApplicationStatus.optional() });
export const COMPANY_APPLICANTS_LIMIT = 500;

export const MyJob = Job.extend({ applicants: z.array(Applicant) });
export type MyJob = z.infer<typeof MyJob>;

export const MyJobSummary = Job.extend({
  applicants_by_status: z.record(z.string(), z.number().int()),
});
export type MyJobSummary = z.infer<typeof MyJobSummary>;

export const EMPLOYER_SETTABLE_STATUSES = [
  'pending',
  'reviewed',
  'shortlisted',
  'approved',
  'rejected',
] as const;
export type EmployerSettableStatus = (typeof EMPLOYER_SETTABLE_STATUSES)[number];
export const ApplicantStatusBody = z.object({
  status: z.enum(EMPLOYER_SETTABLE_STATUSES),
  /** On approval: the work is assigned at the applicant's counter-offer instead of the listed terms. */
  accept_counter_offer: z.boolean().default(false),
});

/**
 * Where an employer may move an applicant from each status: forward through pending → reviewed →
 * shortlisted → approved (a stage may be skipped), or to rejected from any stage.
 */
export const APPLICANT_MOVES: Record<ApplicationStatus, readonly EmployerSettableStatus[]> = {
  pending: ['reviewed', 'shortlisted', 'approved', 'rejected'],
  reviewed: ['shortlisted', 'approved', 'rejected'],
  shortlisted: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: [],
  withdrawn: [],
};

export const ApplyBody = z.object({
  job_id: jsonRecordId,
  message: z.string().trim().max(5000).default(''),
  action: z.enum(['create', 'withdraw']).default('create'),
  use_session: z.boolean().default(false),
  counter_offer: CounterOffer.nullable().optional(),
});
export type ApplyBody = z.infer<typeof ApplyBody>;

export const ApplicationRef = z.object({ id: z.number().int(), status: ApplicationStatus });
export const ApplyResponse = z.object({ applied: z.boolean(), application: ApplicationRef });
export type ApplyResponse = z.infer<typeof ApplyResponse>;

export const MyApplication = z.object({
  id: z.number().int(),
  status: ApplicationStatus,
  message: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  job: Job,
  /** The latest work order made for the application, at its approval; null before any. */
  work_order_id: z.number().int().nullable(),
});
export type MyApplication = z.infer<typeof MyApplication>;

export const BookmarkBody = z.object({
  jobID: jsonRecordId,
  action: z.enum(['add', 'remove']),
});
export const BookmarkResponse = z.object({ bookmarked: z.boolean() });

export const JobsByTypeQuery = z.object({
  job_type: recordId.optional(),
  limit: numberText(jsonNumber().int().min(1).max(24)).default(8),
});
export const JobsByType = z.array(
  z.object({
    job_type: z.object({ id: z.number().int(), name: z.string() }),
    count: z.number().int(),
    jobs: z.array(Job),
  }),
);
export type JobsByType = z.infer<typeof JobsByType>;

export const HomeInfo = z.object({
  counts: z.object({
    jobs: z.number().int(),
    companies: z.number().int(),
    candidates: z.number().int(),
  }),
  job_types: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
  recent_jobs: z.array(Job),
  top_companies: z.array(Company),
});
export type HomeInfo = z.infer<typeof HomeInfo>;

export const PlanSummary = z.object({
  name: z.string(),
  open_jobs: z.number().int(),
  open_job_limit: z.number().int().nullable(),
  job_posts_left: z.number().int().nullable(),
  expires_at: z.string().nullable(),
});

/** First-run steps of a field agent, each true once done. */
export const CandidateOnboarding = z.object({
  email_verified: z.boolean(),
  profile_complete: z.boolean(),
  coverage_towns: z.boolean(),
  first_application: z.boolean(),
});
/** First-run steps of a company account, each true once done. */
export const EmployerOnboarding = z.object({
  email_verified: z.boolean(),
  company_profile: z.boolean(),
  first_job: z.boolean(),
});

export const CandidateDashboard = z.object({
  role: z.literal('candidate'),
  applied: z.number().int(),
  /** New matches across the agent's job alerts that are not paused. */
  job_alerts: z.number().int(),
  messages: z.number().int(),
  bookmarks: z.number().int(),
  /** The job types `job_alerts` counts new jobs of (the agent's profile). */
  job_alert_job_types: z.array(z.number().int()),
  recent_applications: z.array(MyApplication),
  notifications: z.array(Notification),
  onboarding: CandidateOnboarding,
  /** The agent's home ZIP code and how many miles they travel from it, once their profile says. */
  home_area: z.object({ zip: z.string(), coverage_radius: z.number().int().nullable() }).nullable(),
});
export const EmployerDashboard = z.object({
  role: z.literal('employer'),
  posted_jobs: z.number().int(),
  applications: z.number().int(),
  messages: z.number().int(),
  shortlisted: z.number().int(),
  recent_applicants: z.array(CompanyApplicant),
  notifications: z.array(Notification),
  plan: PlanSummary.nullable(),
  onboarding: EmployerOnboarding,
});
export const Dashboard = z.discriminatedUnion('role', [CandidateDashboard, EmployerDashboard]);
export type Dashboard = z.infer<typeof Dashboard>;

export const ALREADY_APPLIED = 'You have already applied to this job.';
export const JOB_FULL = 'Every opening of this job is filled.';
export const NO_JOB_POSTS_LEFT = 'No job posts left on your plan.';
export const FREE_OPEN_JOB_LIMIT = 1;
/** How long a listing shows when its plan sets no other period; renewing gives it as much again. */
export const LISTING_DAYS = 30;
/** How long before its end a listing's managers are reminded, and may renew it. */
export const LISTING_REMINDER_DAYS = 3;

/** The company's job list (GET /api/myjobs/): keyword over title and city, status, sort, page. */
export const MY_JOB_STATUS_FILTERS = ['all', ...JOB_STATUSES] as const;
export type MyJobStatusFilter = (typeof MY_JOB_STATUS_FILTERS)[number];
export const MY_JOB_SORTS = ['newest', 'oldest', 'title', 'applicants'] as const;
export type MyJobSort = (typeof MY_JOB_SORTS)[number];
export const MY_JOBS_PAGE_SIZE = 20;
export const MyJobsQuery = z
  .object({
    keyword: optionalText(200),
    status: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(MY_JOB_STATUS_FILTERS).default('all'),
    ),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(MY_JOB_SORTS).default('newest')),
    start: pageStart,
    end: pageEnd.default(MY_JOBS_PAGE_SIZE),
  })
  .refine(...pageRows(MAX_PAGE_ROWS));
export type MyJobsQuery = z.infer<typeof MyJobsQuery>;
export const MyJobsList = z.object({ count: z.number().int(), results: z.array(MyJobSummary) });
export type MyJobsList = z.infer<typeof MyJobsList>;

/**
 * POST /api/jobs/{id}/reopen/ reopens a closed job. Within REOPEN_UNDO_SECONDS of closing it, and
 * when no other listing has opened since, it undoes the close at no cost; otherwise it is an
 * opening like a new post (the free opening, else one job post, else 402 NO_JOB_POSTS_LEFT).
 */
export const REOPEN_UNDO_SECONDS = 300;
export const ONLY_CLOSED_JOBS_REOPEN = 'Only closed jobs can be reopened.';

/**
 * POST /api/jobs/{id}/renew/ lists an open job for LISTING_DAYS more, from LISTING_REMINDER_DAYS
 * before its end on (or after it ended). It is an opening like a new post: the free opening when no
 * other listing holds it, else one job post, else 402 NO_JOB_POSTS_LEFT.
 */
export const ONLY_OPEN_JOBS_RENEW = 'Only open jobs can be renewed; reopen a closed job instead.';
export const renewNotDue = (endsOn: string) =>
  `This listing runs until ${endsOn}; you can renew it from ${LISTING_REMINDER_DAYS} days before it ends.`;
export const LISTING_END_PAST = 'Choose today or a later day.';
export const listingEndTooLate = (endsOn: string) =>
  `The listing can end on ${endsOn} at the latest; renew it to keep it listed longer.`;
export const ONLY_OPEN_LISTINGS_END = 'Only an open job’s listing has an end to change.';
/** A date as these messages write it: "Jan 6, 2027" (UTC, the day the listing's end falls on). */
export const listingDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
/** Whether a listing ending at `expiresAt` may be renewed at `now`. */
export const renewable = (expiresAt: string | null | undefined, now = Date.now()) =>
  !expiresAt || Date.parse(expiresAt) - now <= LISTING_REMINDER_DAYS * 86_400_000;
