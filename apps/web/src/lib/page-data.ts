import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** What a page's loader is given: the query cache to fill, the route's params and the URL. */
export interface PageDataArgs {
  queryClient: QueryClient;
  params: Params;
  url: URL;
}

/** Fills the cache with the data a page shows first, so it renders complete on the server. */
export type PageData = (args: PageDataArgs) => Promise<unknown>;
