import { z } from 'zod';
import { CATEGORIES, EXPERIENCES, GENDERS } from './constants';
import { AGENT_DOCUMENT_KINDS } from './verification';
import { DIRECTORY_DISTANCE_MAX, MAX_DIRECTORY_ROWS } from './companies';
import { DATE_POSTED_VALUES } from './jobs';
import {
  jsonNumber,
  jsonRecordIdWith,
  listParam,
  numberText,
  optionalChoice,
  optionalText,
  pageEnd,
  pageStart,
  recordId,
  pageRows,
} from './params';
import { RefItem } from './reference';
import { AgentReliability } from './reputation';

export const Gender = z.enum(GENDERS);
export const CANDIDATE_SORTS = ['newest', 'oldest', 'name', 'distance', 'reliability'] as const;
export const COVERAGE_SORTS = ['coverage', 'reliability'] as const;

/** Only agents whose check-ins were on time at least this often (a fraction), e.g. 0.95. */
const onTimeMin = numberText(jsonNumber().min(0).max(1)).optional();
export const MAX_SEARCH_PAGE_SIZE = 100;

export const CoverageTown = z.object({
  fips: z.string(),
  name: z.string(),
  state_fips: z.string(),
});
export type CoverageTown = z.infer<typeof CoverageTown>;

export const Candidate = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  gender: Gender.nullable(),
  experience: z.enum(EXPERIENCES).nullable(),
  categories: z.array(z.enum(CATEGORIES)),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  job_types: z.array(RefItem),
  skill_tags: z.array(RefItem),
  certifications: z.array(RefItem),
  educations: z.array(RefItem),
  coverage_towns: z.array(CoverageTown),
  coverage_radius: z.number().int().nullable(),
  created_at: z.string(),
  distance: z.number().optional(),
  resume_url: z.string().nullable().optional(),
  reliability: AgentReliability,
  /** The documents the Fieldhire team verified and that have not expired: its badges. */
  verified_documents: z.array(z.enum(AGENT_DOCUMENT_KINDS)),
});
export type Candidate = z.infer<typeof Candidate>;

export const CandidateList = z.object({ count: z.number().int(), results: z.array(Candidate) });
export type CandidateList = z.infer<typeof CandidateList>;

/** GET /api/candidates/: one profile by `username`, or the directory filtered by the candidate filter. */
export const CandidateFilter = z
  .object({
    username: optionalText(30),
    keyword: optionalText(200),
    location: optionalText(120),
    destination_min: numberText(jsonNumber().min(0).max(5000)).default(0),
    destination_max: numberText(jsonNumber().min(0).max(5000)).default(DIRECTORY_DISTANCE_MAX),
    category: optionalChoice(z.enum(CATEGORIES)),
    candidateGender: optionalChoice(Gender),
    datePost: optionalChoice(z.enum(DATE_POSTED_VALUES)).default('all'),
    experiences: listParam(z.enum(EXPERIENCES)),
    qualifications: listParam(recordId),
    sort: optionalChoice(z.enum(CANDIDATE_SORTS)).default('newest'),
    on_time_min: onTimeMin,
    verified: listParam(z.enum(AGENT_DOCUMENT_KINDS)),
    start: pageStart,
    end: pageEnd,
  })
  .refine((f) => f.destination_min <= f.destination_max, {
    path: ['destination_max'],
    message: 'destination_max must be at least destination_min.',
  })
  .refine(...pageRows(MAX_DIRECTORY_ROWS));
export type CandidateFilter = z.infer<typeof CandidateFilter>;

export const CandidateSearchQuery = z.object({
  page: numberText(jsonNumber().int().min(1).max(10000)).default(1),
  page_size: numberText(jsonNumber().int().min(1).max(MAX_SEARCH_PAGE_SIZE)).default(20),
  job_types: listParam(recordId),
  state_fips: optionalText(2).pipe(
    z
      .string()
      .regex(/^\d{2}$/, 'Use a 2-digit state FIPS code.')
      .optional(),
  ),
  town_fips: listParam(z.string().regex(/^\d{7}$/, 'Use 7-digit town GEOIDs.')),
  /** `coverage`: most of the asked towns covered first; `reliability`: the best record first. */
  sort: optionalChoice(z.enum(COVERAGE_SORTS)).default('coverage'),
  on_time_min: onTimeMin,
  /** Agents holding each of these documents verified. */
  verified: listParam(z.enum(AGENT_DOCUMENT_KINDS)),
});
export type CandidateSearchQuery = z.infer<typeof CandidateSearchQuery>;

export const CandidateSearchPage = z.object({
  count: z.number().int(),
  next: z.number().int().nullable(),
  previous: z.number().int().nullable(),
  results: z.array(Candidate),
});
export type CandidateSearchPage = z.infer<typeof CandidateSearchPage>;

export const INVITE_CHOOSE_JOB = 'Choose a job to invite them to.';

export const InviteCandidateBody = z.object({
  message: z.string().trim().min(1, 'Write a short message.').max(2000),
  candidate_username: z.string().trim().min(1).max(30),
  job_id: jsonRecordIdWith(INVITE_CHOOSE_JOB),
});
export type InviteCandidateBody = z.infer<typeof InviteCandidateBody>;
export const InviteCandidateResponse = z.object({
  detail: z.string(),
  conversation_id: z.number().int(),
});

export const MAX_INVITE_JOBS_PAGE = 50;

/** GET /api/invite-candidate/jobs/: the company's open jobs to invite an agent to, nearest the agent first. */
export const InviteJobsQuery = z
  .object({
    candidate_username: z.string().trim().min(1).max(30),
    q: optionalText(200),
    start: pageStart,
    end: pageEnd,
  })
  .refine(...pageRows(MAX_INVITE_JOBS_PAGE));
export type InviteJobsQuery = z.infer<typeof InviteJobsQuery>;

export const InviteJob = z.object({
  id: z.number().int(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  /** Miles from the agent's location; null when the agent gave none. */
  distance: z.number().nullable(),
  applied: z.boolean(),
  invited: z.boolean(),
});
export type InviteJob = z.infer<typeof InviteJob>;

export const InviteJobList = z.object({ count: z.number().int(), results: z.array(InviteJob) });
export type InviteJobList = z.infer<typeof InviteJobList>;
