/** What the index keeps of an open job: the fields every search filter, facet and sort reads. */
export interface IndexedJob {
  id: number;
  featured: boolean;
  /** Microseconds since the epoch, as PostgreSQL stores it, so equal times sort the same way. */
  createdUs: number;
  expiresUs: number | null;
  jobTypeId: number;
  category: string;
  experience: string;
  stateFips: string;
  salaryMin: number;
  salaryMax: number;
  lat: number;
  lon: number;
}

export type IndexSort =
  'newest' | 'newest_plain' | 'oldest' | 'salary_desc' | 'salary_asc' | 'distance';

export interface IndexQuery {
  nowUs: number;
  point: { lat: number; lon: number } | null;
  minMeters: number;
  maxMeters: number;
  stateFips: string | null;
  category?: string;
  jobTypes?: number[];
  experiences?: string[];
  createdAfterUs: number | null;
  /** Jobs paying at least this much at their top (salary_max >= floor). */
  salaryFloor: number | null;
  /** Jobs paying at most this much at their bottom (salary_min <= ceiling). */
  salaryCeiling: number | null;
  /** Sets of job ids a match must belong to (keyword, tag and company matches). */
  within: Int32Array[];
  sort: IndexSort;
  /** How many of the best matches to return, in order. */
  limit: number;
  /** Past this many matches the count stops and facets cover the matches counted so far. */
  countCap: number;
}

export const DATE_WINDOWS_US = {
  last_hour: 3_600e6,
  last_24_hours: 86_400e6,
  last_7_days: 7 * 86_400e6,
  last_14_days: 14 * 86_400e6,
  last_30_days: 30 * 86_400e6,
} as const;
type DateWindow = keyof typeof DATE_WINDOWS_US;
export const DATE_WINDOWS = Object.keys(DATE_WINDOWS_US) as DateWindow[];

export interface IndexResult {
  count: number;
  capped: boolean;
  facets: {
    job_type: Record<string, number>;
    category: Record<string, number>;
    experience: Record<string, number>;
    date_posted: Record<string, number>;
  };
  ids: number[];
  /** Meters from the search point per returned id, or null without a point. */
  distances: (number | null)[];
}
