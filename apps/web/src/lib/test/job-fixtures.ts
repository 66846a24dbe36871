import type {
  Applicant,
  ApplicationStatus,
  Job,
  JobList,
  MyApplication,
} from '@fieldhire/contract/jobs';
import { NO_AGENT_RECORD } from '@fieldhire/contract/reputation';

export const JOB: Job = {
  id: 7,
  title: 'Roof inspection in Austin',
  description: 'Walk the roof line.\n\nFile the report the same day.',
  company: {
    id: 3,
    name: 'Lone Star Field Services',
    avatar: null,
    about: 'Inspections across Texas.',
  },
  category: 'Residential',
  job_type: { id: 1, name: 'Residential Inspection' },
  tags: ['Photography'],
  experience: 'Fresh',
  salary_min: 45,
  salary_max: 65,
  salary_unit: 'job',
  address: null,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  lat: 30.27,
  lon: -97.74,
  state_fips: '48',
  town_fips: '4805000',
  status: 'open',
  featured: false,
  deadline: null,
  created_at: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  applicants_count: 2,
  is_bookmarked: false,
  application: null,
  openings: 1,
  filled: 0,
  schedule: null,
  duration_minutes: null,
  deliverables: [],
};

export const EMPTY_FACETS: JobList['facets'] = {
  job_type: {},
  category: {},
  experience: {},
  date_posted: {},
};

/** An application of a fixture: no message, made and changed now. */
const freshApplication = (id: number, status: ApplicationStatus) => ({
  id,
  status,
  message: '',
  created_at: new Date().toISOString(),
  updated_at: new Date().toISOString(),
});

/** An applicant to a job, with no counter-offer and no work order. */
export function applicantFixture(
  id: number,
  name: string,
  status: ApplicationStatus,
  extra: Partial<Applicant> = {},
): Applicant {
  return {
    ...freshApplication(id, status),
    candidate: {
      id: 100 + id,
      username: `agent${id}`,
      name,
      avatar: null,
      headline: null,
      city: null,
      state: null,
      reliability: NO_AGENT_RECORD,
    },
    counter_offer: null,
    work_order_id: null,
    work_confirmed: false,
    ...extra,
  };
}

/** One of the agent's applications, to job `JOB` as `title` (id 100 + `id`), with no work order. */
export function myApplicationFixture(
  id: number,
  title: string,
  status: ApplicationStatus,
  extra: Partial<MyApplication> = {},
): MyApplication {
  return {
    ...freshApplication(id, status),
    job: { ...JOB, id: 100 + id, title },
    work_order_id: null,
    ...extra,
  };
}
