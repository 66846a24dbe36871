import {
  MY_JOB_SORTS,
  MY_JOB_STATUS_FILTERS,
  MY_JOBS_PAGE_SIZE,
  type MyJobSort,
  type MyJobStatusFilter,
} from '@fieldhire/contract/jobs';
import { choice, number, searchParamsCodec, text } from '../../../lib/search-params';

/** What the My jobs page shows: kept in the address as ?q=&status=&sort=&page=. */
export interface MyJobsView {
  keyword: string;
  status: MyJobStatusFilter;
  sort: MyJobSort;
  /** 1-based. */
  page: number;
}

const myJobsParams = searchParamsCodec<MyJobsView>({
  keyword: text('q'),
  status: choice('status', MY_JOB_STATUS_FILTERS, 'all'),
  sort: choice('sort', MY_JOB_SORTS, 'newest'),
  page: number('page', { fallback: 1, min: 1, integer: true }),
});

export const DEFAULT_VIEW = myJobsParams.defaults;

export const viewFromParams = (params: URLSearchParams) => myJobsParams.read(params);

/** The address's query for a view; defaults are left out. */
export const paramsOfView = (view: MyJobsView) => myJobsParams.write(view);

/** The query string of GET /api/myjobs/ for a view. */
export function myJobsSearch(view: MyJobsView) {
  const start = (view.page - 1) * MY_JOBS_PAGE_SIZE;
  const params = new URLSearchParams({
    status: view.status,
    sort: view.sort,
    start: String(start),
    end: String(start + MY_JOBS_PAGE_SIZE),
  });
  if (view.keyword) params.set('keyword', view.keyword);
  return params.toString();
}
