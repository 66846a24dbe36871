import type { BreadcrumbList, WithContext } from 'schema-dts';
import { states } from '../../platform/geo/geo-index';

interface Crumb {
  name: string;
  /** The crumb's page on this site; the page itself, last, has none. */
  path?: string;
}

/** Where a page sits in the site, as the trail a search result shows above its title. */
export function breadcrumbs(publicUrl: string, trail: Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path !== undefined && { item: `${publicUrl}${crumb.path}` }),
    })),
  };
}

/** A job's trail: all jobs, then the jobs of its state, then the job. */
export function jobTrail(job: { title: string; state: string }): Crumb[] {
  const state = states().byUsps.get(job.state);
  return [
    { name: 'Jobs', path: '/jobs' },
    ...(state ? [{ name: `${state.name} jobs`, path: `/jobs?location_state=${state.usps}` }] : []),
    { name: job.title },
  ];
}
