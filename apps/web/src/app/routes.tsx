import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PAGE_PATHS, type PagePath } from '@fieldhire/contract/page-paths';
import type { PageData } from '../lib/page-data';
import { withMantineLoaded } from '../components/lazy-with-mantine';
import { ErrorPage } from './pages/error-page';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoading } from './pages/page-loading';
import { AppLayout } from './shell/app-layout';

/**
 * The component of each public page (the pages the server renders for a guest), loaded with its
 * route. The entry script names only these pages' files: the others are listed in
 * `other-pages.tsx`, loaded the first time one of them is opened.
 */
const PUBLIC_PAGES = {
  '/': () => import('./pages/home-route').then((m) => m.HomeRoute),
  '/about': () => import('../features/about/pages/about-page').then((m) => m.AboutPage),
  '/jobs': () => import('../features/jobs/pages/job-list-page').then((m) => m.JobListPage),
  '/jobs/:id': () => import('../features/jobs/pages/job-detail-page').then((m) => m.JobDetailPage),
  '/pricing': () => import('../features/billing/pages/pricing-page').then((m) => m.PricingPage),
  '/companies': () =>
    import('../features/companies/pages/company-list-page').then((m) => m.CompanyListPage),
  '/companies/:encodedId': () =>
    import('../features/companies/pages/company-page').then((m) => m.CompanyPage),
} satisfies Partial<Record<PagePath, () => Promise<ComponentType>>>;

export type PublicPagePath = keyof typeof PUBLIC_PAGES;

const isPublicPage = (path: PagePath): path is PublicPagePath => path in PUBLIC_PAGES;

/** The pages drawn from plain elements: the others bring Mantine's provider with their code. */
const PLAIN_PAGES: ReadonlySet<PagePath> = new Set<PagePath>(['/', '/jobs', '/jobs/:id']);

/** The component of any page; every path of PAGE_PATHS has one. */
const pageComponent = async (path: PagePath): Promise<ComponentType> => {
  const load = () =>
    isPublicPage(path)
      ? PUBLIC_PAGES[path]()
      : import('./other-pages').then((m) => m.OTHER_PAGES[path]());
  return PLAIN_PAGES.has(path) ? load() : (await withMantineLoaded(load)).default;
};

/**
 * The public pages: what each shows first, so the server can render it complete. Loaded with the
 * route, so the first script of every page carries none of the pages' API code.
 */
const PAGE_DATA: Partial<Record<PagePath, () => Promise<PageData>>> = {
  '/': () => import('../features/home/home-page-data').then((m) => m.loadHome),
  '/jobs': () => import('../features/jobs/job-pages-data').then((m) => m.loadJobList),
  '/jobs/:id': () => import('../features/jobs/job-pages-data').then((m) => m.loadJobPage),
  '/companies': () =>
    import('../features/companies/company-pages-data').then((m) => m.loadCompanyList),
  '/companies/:encodedId': () =>
    import('../features/companies/company-pages-data').then((m) => m.loadCompanyPage),
  '/pricing': () => import('../features/billing/pricing-page-data').then((m) => m.loadPricing),
};

/**
 * The module a dynamic import loads, imported once: each `import()` asks the module loader again
 * even for a module it holds, which costs a server rendering a page per request. A failed import
 * (a chunk the network lost) is tried again the next time.
 */
function importedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/**
 * Every page of the web app, or only the public pages (what the server renders: a smaller table
 * is matched faster on every render). Each route has its path as its id, so the data the server
 * renders with is the browser's under either table. On the server a loader fills the query cache
 * before the page renders; in the browser it only starts the page's requests while the page's
 * code loads, and the page shows its own loading state.
 */
export function createRoutes(
  queryClient: QueryClient,
  { awaitData, pages = 'all' }: { awaitData: boolean; pages?: 'all' | 'public' },
): RouteObject[] {
  const loaderFor = (path: PagePath): LoaderFunction | undefined => {
    const importData = PAGE_DATA[path];
    if (!importData) return undefined;
    const importLoad = importedOnce(importData);
    return async ({ params, request }) => {
      const url = new URL(request.url);
      const loading = importLoad().then((load) => load({ queryClient, params, url }));
      if (awaitData) await loading;
      else loading.catch(() => undefined);
      return null;
    };
  };
  const paths = pages === 'all' ? PAGE_PATHS : PAGE_PATHS.filter(isPublicPage);
  // The operator console is its own app: none of the site's shell, its code in its own chunks.
  const ops: RouteObject[] =
    pages === 'all'
      ? [
          {
            id: 'ops',
            path: '/ops/*',
            errorElement: <ErrorPage />,
            lazy: async () => ({
              Component: (
                await withMantineLoaded(() => import('./ops-console').then((m) => m.OpsConsole))
              ).default,
            }),
            HydrateFallback: PageLoading,
          },
        ]
      : [];
  return [
    ...ops,
    {
      id: 'app',
      path: '/',
      element: <AppLayout />,
      errorElement: <ErrorPage />,
      children: [
        {
          id: 'pages',
          errorElement: <ErrorPage />,
          children: [
            ...paths.map((path) => ({
              id: path,
              ...(path === '/' ? { index: true } : { path: path.slice(1) }),
              lazy: async () => ({ Component: await pageComponent(path) }),
              loader: loaderFor(path),
              HydrateFallback: PageLoading,
            })),
            { id: '*', path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
}
