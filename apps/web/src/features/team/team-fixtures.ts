import type { Company } from '@fieldhire/contract/companies';
import { NO_COMPANY_RECORD } from '@fieldhire/contract/reputation';

export const TEAM_COMPANY: Company = {
  reliability: NO_COMPANY_RECORD,
  verified_documents: [],
  id: 7,
  name: 'Acme Inspections',
  avatar: null,
  about: null,
  website: null,
  email: null,
  phone: null,
  category: 'Residential',
  size: '11-50',
  founded_year: 2009,
  city: 'Austin',
  state: 'TX',
  zip: null,
  lat: null,
  lon: null,
  open_jobs: 2,
  created_at: '2024-03-01T12:00:00.000Z',
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
