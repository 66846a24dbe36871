import { nextPath } from './next-path';

const KEY = 'fieldhire.after-verification';
/** A page remembered longer ago than this is no longer what the viewer was doing. */
const KEPT_MS = 24 * 60 * 60_000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Remembers the page a viewer was on when they were asked to verify their email, in this browser,
 * where the emailed link usually opens.
 */
export function rememberForAfterVerification(path: string) {
  storage()?.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

/** The page to go on to once the email is verified: the one remembered a short while ago, else home. */
export function pageAfterVerification(now = Date.now()): string {
  try {
    const { path, at } = JSON.parse(storage()?.getItem(KEY) ?? 'null') as {
      path?: unknown;
      at?: unknown;
    };
    if (typeof path === 'string' && typeof at === 'number' && now - at < KEPT_MS)
      return nextPath(path);
  } catch {
    // nothing usable remembered
  }
  return '/';
}

export function forgetPageAfterVerification() {
  storage()?.removeItem(KEY);
}
