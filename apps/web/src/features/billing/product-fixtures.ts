import type { Product } from '@fieldhire/contract/billing';

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
