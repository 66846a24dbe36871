import { z } from 'zod';
import { CATEGORIES, DATE_POSTED, EXPERIENCES } from './constants';

export const SALARY_UNITS = ['hour', 'job', 'month', 'year'] as const;
export const JOB_STATUSES = ['open', 'closed', 'filled'] as const;
export const APPLICATION_STATUSES = ['pending', 'reviewed', 'shortlisted', 'approved', 'rejected', 'withdrawn'] as const;
export const JOB_SORTS = ['relevance', 'newest', 'oldest', 'salary_desc', 'salary_asc', 'distance'] as const;
export const DATE_POSTED_VALUES = DATE_POSTED.map((option) => option.value) as [
  (typeof DATE_POSTED)[number]['value'],
  ...(typeof DATE_POSTED)[number]['value'][],
];

export const JOB_FILTER_DEFAULTS = {
  destination_min: 0,
  destination_max: 50,
  salary_min: 0,
  salary_max: 20000,
  start: 0,
  end: 10,
} as const;
export const MAX_PAGE_ROWS = 100;
/** Past this many matches a search reports "10,000+" instead of an exact count. */
export const COUNT_CAP = 10000;

export const Category = z.enum(CATEGORIES);
export const Experience = z.enum(EXPERIENCES);
export const SalaryUnit = z.enum(SALARY_UNITS);
export const JobStatus = z.enum(JOB_STATUSES);
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** Accepts a repeated query parameter or a comma list and yields an array. */
const listParam = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
  }, z.array(item).optional());

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(max).optional());

export const JobFilter = z
  .object({
    keyword: optionalText(200),
    location: optionalText(120),
    location_city_zip: optionalText(120),
    location_state: optionalText(40),
    destination_min: z.coerce.number().min(0).max(5000).default(JOB_FILTER_DEFAULTS.destination_min),
    destination_max: z.coerce.number().min(0).max(5000).default(JOB_FILTER_DEFAULTS.destination_max),
    category: z.preprocess((v) => (v === '' ? undefined : v), Category.optional()),
    jobType: listParam(z.coerce.number().int().positive()),
    datePosted: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DATE_POSTED_VALUES).default('all')),
    experience: listParam(Experience),
    salary_min: z.coerce.number().int().min(0).default(JOB_FILTER_DEFAULTS.salary_min),
    salary_max: z.coerce.number().int().min(0).default(JOB_FILTER_DEFAULTS.salary_max),
    tag: optionalText(60),
    sort: z.preprocess((v) => (v === '' ? undefined : v), z.enum(JOB_SORTS).default('newest')),
    start: z.coerce.number().int().min(0).max(100000).default(JOB_FILTER_DEFAULTS.start),
    end: z.coerce.number().int().min(1).max(100100).default(JOB_FILTER_DEFAULTS.end),
  })
  .refine((f) => f.destination_min <= f.destination_max, {
    path: ['destination_max'],
    message: 'destination_max must be at least destination_min.',
  })
  .refine((f) => f.salary_min <= f.salary_max, { path: ['salary_max'], message: 'salary_max must be at least salary_min.' })
  .refine((f) => f.end > f.start && f.end - f.start <= MAX_PAGE_ROWS, {
    path: ['end'],
    message: `end must be after start, at most ${MAX_PAGE_ROWS} rows per call.`,
  });
export type JobFilter = z.infer<typeof JobFilter>;

export const CompanySummary = z.object({ id: z.number().int(), name: z.string(), avatar: z.string().nullable() });

export const Job = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  company: CompanySummary.extend({ about: z.string().nullable().optional() }),
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
  created_at: z.string(),
  applicants_count: z.number().int(),
  distance: z.number().optional(),
  is_bookmarked: z.boolean().optional(),
  application: z.object({ id: z.number().int(), status: ApplicationStatus }).nullable().optional(),
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
