import type { Company } from '@fieldhire/contract/companies';
import { NO_COMPANY_RECORD } from '@fieldhire/contract/reputation';

export const COMPANY: Company = {
  reliability: NO_COMPANY_RECORD,
  verified_documents: [],
  id: 7,
  name: 'Acme Inspections',
  avatar: null,
  about: 'Residential and insurance inspections across central Texas.',
  website: 'https://acme.example.com',
  email: 'jobs@acme.example.com',
  phone: '(512) 555-0100',
  category: 'Residential',
  size: '11-50',
  founded_year: 2009,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  lat: 30.27,
  lon: -97.74,
  open_jobs: 4,
  created_at: '2024-03-01T12:00:00.000Z',
};

export const COMPANY_WITH_TEAM: Company = {
  ...COMPANY,
  team: [
    {
      id: 1,
      user: {
        id: 2,
        username: 'grace',
        name: 'Grace Hopper',
        avatar: null,
        email: 'grace@example.com',
      },
      role: 'owner',
      may_approve_spending: true,
    },
    {
      id: 2,
      user: {
        id: 5,
        username: 'alan',
        name: 'Alan Turing',
        avatar: null,
        email: 'alan@example.com',
      },
      role: 'member',
      may_approve_spending: false,
    },
  ],
  invites: [
    {
      id: 9,
      email: 'ann@example.com',
      role: 'admin',
      invited_by: 'Grace Hopper',
      expires: '2030-01-08T12:00:00.000Z',
      created_at: '2030-01-01T12:00:00.000Z',
    },
  ],
};
