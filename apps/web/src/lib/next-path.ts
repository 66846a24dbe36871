/** Where to go after logging in: a same-site path from `?next=`, else home. */
export function nextPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  return raw;
}
