import { whyNotListed } from '@fieldhire/contract/job-listing';
import { companyQuery } from '../../lib/company-query';
import { geoStatesQuery } from '../../lib/geo';
import { isJobId, jobQuery } from '../../lib/job-query';
import type { PageData } from '../../lib/page-data';
import { referenceQuery } from '../../lib/reference-data';
import { jobSearch } from './api/jobs-api';
import { filterFromParams, similarJobsFilter } from './job-filter-params';

export const loadJobList: PageData = ({ queryClient, url }) => {
  const filter = filterFromParams(url.searchParams);
  return Promise.all([
    queryClient.fetchQuery(jobSearch(filter)),
    filter.company ? queryClient.fetchQuery(companyQuery(Number(filter.company))) : null,
    queryClient.fetchQuery(referenceQuery('jobtype')),
    queryClient.fetchQuery(geoStatesQuery),
  ]);
};

/** The job, and for a job no longer listed the similar open jobs its page offers. */
export const loadJobPage: PageData = async ({ queryClient, params }) => {
  const id = Number(params.id);
  if (!isJobId(id)) return;
  const job = await queryClient.fetchQuery(jobQuery(id));
  if (whyNotListed(job) !== null) await queryClient.fetchQuery(jobSearch(similarJobsFilter(job)));
};
