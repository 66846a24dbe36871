import type { Candidate } from '@fieldhire/contract/candidates';
import type { MyJobSummary } from '@fieldhire/contract/jobs';

export const CANDIDATE_PROFILE: Candidate = {
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

export const OPEN_JOB: MyJobSummary = {
  id: 31,
  title: 'Loan signing in Pasadena',
  description: 'Refinance package, 120 pages.',
  company: { id: 7, name: 'Acme Inspections', avatar: null },
  category: 'Residential',
  job_type: { id: 6, name: 'Loan Signing' },
  tags: [],
  experience: 'Fresh',
  salary_min: 150,
  salary_max: 150,
  salary_unit: 'job',
  address: null,
  city: 'Pasadena',
  state: 'CA',
  zip: '91101',
  lat: 34.15,
  lon: -118.14,
  state_fips: '06',
  town_fips: '0656000',
  status: 'open',
  featured: false,
  deadline: null,
  created_at: '2025-01-10T12:00:00.000Z',
  applicants_count: 0,
  applicants_by_status: {},
};
