import { fieldError } from '../../platform/errors';

/** Stripe replaces this with its checkout session id; the sandbox with ours. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * The page a customer returns to after paying: a path or address on this site only (never another
 * origin), with the caller's extra query parameters and the checkout session id.
 */
export function buildReturnUrl(
  publicUrl: string,
  returnUrl: string,
  returnQueries: string | Record<string, string | number | boolean> | undefined,
) {
  const base = new URL(publicUrl);
  let target: URL;
  try {
    target = new URL(returnUrl, base);
  } catch {
    throw fieldError('return_url', 'Enter a page of this site to return to.');
  }
  if (target.origin !== base.origin)
    throw fieldError('return_url', 'The return address must be on this site.');
  const extra =
    typeof returnQueries === 'string'
      ? new URLSearchParams(returnQueries.replace(/^\?/, ''))
      : new URLSearchParams(
          Object.entries(returnQueries ?? {}).map(([key, value]): [string, string] => [
            key,
            String(value),
          ]),
        );
  for (const [key, value] of extra) {
    if (key !== 'session_id') target.searchParams.append(key, value);
  }
  target.searchParams.delete('session_id');
  target.hash = '';
  const separator = target.search ? '&' : '?';
  return `${target.toString()}${separator}session_id=${SESSION_ID_PLACEHOLDER}`;
}
