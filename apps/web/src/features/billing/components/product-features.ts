import type { Product } from '@fieldhire/contract/billing';
import { plural } from '../../../lib/plural';

/** What a package gives, as short lines for cards and the comparison table. */
export function productFeatures(product: Product): string[] {
  const features: string[] = [];
  if (product.job_posts > 0) features.push(plural(product.job_posts, 'job post'));
  if (product.featured_posts > 0) features.push(plural(product.featured_posts, 'featured post'));
  if (product.duration_days > 0)
    features.push(`Listings shown ${plural(product.duration_days, 'day')}`);
  if (product.candidate_contacts > 0)
    features.push(plural(product.candidate_contacts, 'candidate contact'));
  features.push(product.interval === 'month' ? 'Renews monthly, cancel anytime' : 'Never expires');
  return features;
}
