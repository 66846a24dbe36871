import {
  MY_JOB_SORTS,
  MY_JOB_STATUS_FILTERS,
  MY_JOBS_PAGE_SIZE,
  type MyJobSort,
  type MyJobStatusFilter,
} from '@fieldhire/contract/jobs';

/** What the My jobs page shows: kept in the address as ?q=&status=&sort=&page=. */
export interface MyJobsView {
  keyword: string;
  status: MyJobStatusFilter;
  sort: MyJobSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: MyJobsView = { keyword: '', status: 'all', sort: 'newest', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T) =>
  values.find((candidate) => candidate === value) ?? fallback;

export function viewFromParams(params: URLSearchParams): MyJobsView {
  const page = Number(params.get('page'));
  return {
    keyword: (params.get('q') ?? '').trim(),
    status: oneOf(MY_JOB_STATUS_FILTERS, params.get('status'), DEFAULT_VIEW.status),
    sort: oneOf(MY_JOB_SORTS, params.get('sort'), DEFAULT_VIEW.sort),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The address's query for a view; defaults are left out. */
export function paramsOfView(view: MyJobsView) {
  const params = new URLSearchParams();
  if (view.keyword) params.set('q', view.keyword);
  if (view.status !== DEFAULT_VIEW.status) params.set('status', view.status);
  if (view.sort !== DEFAULT_VIEW.sort) params.set('sort', view.sort);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

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
