import type { Candidate, InviteJobList } from '@fieldhire/contract/candidates';
import { NO_AGENT_RECORD } from '@fieldhire/contract/reputation';

export const CANDIDATE_PROFILE: Candidate = {
  reliability: NO_AGENT_RECORD,
  verified_documents: [],
  id: 11,
  username: 'maria.g',
  name: 'Maria Garcia',
  avatar: null,
  headline: 'Notary and loan signing agent, Los Angeles County',
  about: 'Mobile notary since 2016.\nAvailable evenings and weekends.',
  gender: 'Female',
  experience: '4 Year',
  categories: ['Residential'],
  city: 'Los Angeles',
  state: 'CA',
  zip: '90012',
  job_types: [
    { id: 4, name: 'Notary' },
    { id: 6, name: 'Loan Signing' },
  ],
  skill_tags: [{ id: 12, name: 'Bilingual' }],
  certifications: [{ id: 1, name: 'Commissioned Notary' }],
  educations: [{ id: 4, name: 'Bachelor' }],
  coverage_towns: [
    { fips: '0644000', name: 'Los Angeles', state_fips: '06' },
    { fips: '0667000', name: 'San Francisco', state_fips: '06' },
  ],
  coverage_radius: 30,
  created_at: '2023-06-01T12:00:00.000Z',
};

export const STATES = [
  { fips: '06', usps: 'CA', name: 'California' },
  { fips: '32', usps: 'NV', name: 'Nevada' },
];

export const INVITE_JOBS: InviteJobList = {
  count: 2,
  results: [
    {
      id: 31,
      title: 'Loan signing in Pasadena',
      city: 'Pasadena',
      state: 'CA',
      distance: 2.4,
      applied: false,
      invited: false,
    },
    {
      id: 32,
      title: 'Drive-by in Glendale',
      city: 'Glendale',
      state: 'CA',
      distance: 8.1,
      applied: true,
      invited: true,
    },
  ],
};
