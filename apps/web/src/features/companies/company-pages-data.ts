import { decodeCompanyId } from '@fieldhire/contract/company-path';
import { companyQuery } from '../../lib/company-query';
import type { PageData } from '../../lib/page-data';
import { companyJobsQuery, companySearch } from './api/companies-api';
import { companyFilterFromParams } from './company-filter-params';

export const loadCompanyList: PageData = ({ queryClient, url }) =>
  queryClient.fetchQuery(companySearch(companyFilterFromParams(url.searchParams)));

export const loadCompanyPage: PageData = ({ queryClient, params }) => {
  const id = decodeCompanyId(params.encodedId);
  if (id === null) return Promise.resolve();
  return Promise.all([
    queryClient.fetchQuery(companyQuery(id)),
    queryClient.fetchQuery(companyJobsQuery(id)),
  ]);
};
