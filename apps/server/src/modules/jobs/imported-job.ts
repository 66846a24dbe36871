import type { Deliverable, Schedule } from '@fieldhire/contract/work-terms';

/** A checked row of an import file, ready to write as a job of the importing company. */
export interface ImportedJob {
  externalId: string;
  /** SHA-256 of the row's cells: a job last written by the same row is left unchanged. */
  importHash: string;
  title: string;
  description: string;
  category: string;
  jobTypeId: number;
  tags: string[];
  experience: string;
  salaryMin: number;
  salaryMax: number;
  salaryUnit: 'hour' | 'job' | 'month' | 'year';
  address: string | null;
  city: string;
  state: string;
  zip: string | null;
  lat: number;
  lon: number;
  stateFips: string;
  townFips: string | null;
  deadline: string | null;
  /** The last day the listing shows (YYYY-MM-DD), or null for the listing's whole period. */
  expiresDay: string | null;
  openings: number;
  schedule: Schedule | null;
  durationMinutes: number | null;
  deliverables: Deliverable[];
}

/** What importing some rows did to the company's jobs. */
export interface ImportOutcome {
  created: number;
  updated: number;
  unchanged: number;
}
