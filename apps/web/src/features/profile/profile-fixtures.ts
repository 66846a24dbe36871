import type { OwnProfile } from '@fieldhire/contract/profiles';
import { NO_AGENT_RECORD } from '@fieldhire/contract/reputation';

export const PROFILE: OwnProfile = {
  reliability: NO_AGENT_RECORD,
  verified_documents: [],
  id: 1,
  username: 'ada',
  name: 'Ada Lovelace',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone: '512-555-0100',
  role: 'candidate',
  avatar: null,
  headline: 'Property inspector in Central Texas',
  about: 'Ten years of residential inspections.',
  gender: 'Female',
  experience: '4 Year',
  categories: ['Residential', 'Commercial'],
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  job_types: [
    { id: 1, name: 'Residential Inspection' },
    { id: 4, name: 'Notary' },
  ],
  skill_tags: [{ id: 3, name: 'Drone' }],
  certifications: [{ id: 2, name: 'E&O Insurance' }],
  educations: [{ id: 5, name: 'Bachelor' }],
  coverage_towns: [
    { fips: '4805000', name: 'Austin', state_fips: '48' },
    { fips: '4863500', name: 'Round Rock', state_fips: '48' },
  ],
  coverage_radius: 25,
  created_at: '2024-03-05T12:00:00.000Z',
  resume_url: '/uploads/resume.pdf',
};
