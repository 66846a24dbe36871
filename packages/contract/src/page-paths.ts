/**
 * Every page of the web app as a route pattern (`:name` is one path segment). The web app's
 * route table is built from this list, and the server answers any other path with a 404.
 */
export const PAGE_PATHS = [
  '/',
  '/about',
  '/jobs',
  '/jobs/:id',
  '/saved',
  '/alerts',
  '/alerts/confirm/:token',
  '/dashboard',
  '/applications',
  '/employer/jobs',
  '/employer/jobs/new',
  '/employer/applicants',
  '/employer/jobs/:id',
  '/employer/jobs/:id/edit',
  '/work',
  '/work/calendar',
  '/work-orders/:id',
  '/earnings',
  '/verification',
  '/employer/work',
  '/pricing',
  '/cart',
  '/checkout',
  '/checkout/return',
  '/billing/packages',
  '/billing/invoices',
  '/billing/invoices/:id',
  '/billing/portal',
  '/messages',
  '/messages/:id',
  '/notifications',
  '/settings/notifications',
  '/unsubscribe/:token',
  '/profile',
  '/candidates',
  '/candidates/:username',
  '/employer/candidates',
  '/companies',
  '/companies/:encodedId',
  '/employer/company',
  '/employer/team',
  '/employer/developers',
  '/invite',
  '/contact',
  '/login',
  '/signup',
  '/verify-email',
  '/verify-email/:code/:token',
  '/forgot-password',
  '/reset-password/:code/:token',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

/** The operator console's pages: a separate app under /ops, with its own shell and code. */
export const OPS_PAGE_PATHS = [
  '/ops',
  '/ops/login',
  '/ops/reports',
  '/ops/disputes',
  '/ops/disputes/:id',
  '/ops/verification',
  '/ops/audit',
  '/ops/figures',
  '/ops/users/:id',
  '/ops/companies/:id',
  '/ops/jobs/:id',
  '/ops/work-orders/:id',
] as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const PATTERNS = [...PAGE_PATHS, ...OPS_PAGE_PATHS].map(segmentsOf);

/** Whether the path (without its query) is one of the pages; a trailing slash does not matter. */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
  );
}
