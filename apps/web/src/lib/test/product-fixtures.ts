import type { PlanEntry, Product } from '@fieldhire/contract/billing';

export const BASIC: Product = {
  id: 1,
  slug: 'basic',
  name: 'Basic',
  description: 'For a company hiring now and then.',
  price_cents: 19900,
  currency: 'usd',
  interval: 'month',
  job_posts: 30,
  featured_posts: 3,
  candidate_contacts: 0,
  duration_days: 15,
};

export const CONTACTS: Product = {
  ...BASIC,
  id: 4,
  slug: 'candidate-contacts',
  name: 'Candidate Contact Pack',
  description: 'Reach 25 field agents directly.',
  price_cents: 9900,
  interval: 'one_time',
  job_posts: 0,
  featured_posts: 0,
  candidate_contacts: 25,
  duration_days: 0,
};

export const BASIC_SUBSCRIPTION: PlanEntry = {
  id: 11,
  product: BASIC,
  status: 'active',
  starts_at: '2026-03-01T12:00:00.000Z',
  expires_at: '2026-03-31T12:00:00.000Z',
  cancel_at_period_end: false,
  is_subscription: true,
  job_posts: { total: 30, used: 2, remaining: 28 },
  featured_posts: { total: 3, used: 0, remaining: 3 },
  candidate_contacts: { total: 0, used: 0, remaining: 0 },
};
