import type { Job, JobList } from '@fieldhire/contract/jobs';

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
};

export const EMPTY_FACETS: JobList['facets'] = {
  job_type: {},
  category: {},
  experience: {},
  date_posted: {},
};
