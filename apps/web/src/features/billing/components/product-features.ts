import type { Product } from '@fieldhire/contract/billing';

/** What a package gives, as short lines for cards and the comparison table. */
export function productFeatures(product: Product): string[] {
  const features: string[] = [];
  if (product.job_posts > 0) features.push(`${product.job_posts} job posts`);
  if (product.featured_posts > 0) features.push(`${product.featured_posts} featured posts`);
  if (product.duration_days > 0) features.push(`Listings shown ${product.duration_days} days`);
  if (product.candidate_contacts > 0)
    features.push(`${product.candidate_contacts} candidate contacts`);
  features.push(product.interval === 'month' ? 'Renews monthly, cancel anytime' : 'Never expires');
  return features;
}
