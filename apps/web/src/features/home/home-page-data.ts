import type { PageData } from '../../lib/page-data';
import { homeInfoQuery, JOBS_PER_TYPE, jobsByTypeQuery, popularJobTypes } from './api/home-api';

/** The home page's figures and the jobs of its first tab. */
export const loadHome: PageData = async ({ queryClient }) => {
  const home = await queryClient.fetchQuery(homeInfoQuery);
  const [first] = popularJobTypes(home);
  if (first) await queryClient.fetchQuery(jobsByTypeQuery(first.id, JOBS_PER_TYPE));
};
