/** Where to go after logging in: a same-site path from `?next=`, else `fallback`. */
export function nextPath(raw: string | null, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return fallback;
  return raw;
}

/** Pages a user would not want to come back to once logged in. */
const ACCOUNT_PAGES = /^\/(login|signup|forgot-password|reset-password|verify-email)(\/|$)/;

/** The login page, set to come back to the page the visitor is on (unless there is no point). */
export function loginPathFrom({ pathname, search }: { pathname: string; search: string }) {
  if (pathname === '/' || ACCOUNT_PAGES.test(pathname)) return '/login';
  return `/login?${new URLSearchParams({ next: pathname + search })}`;
}
