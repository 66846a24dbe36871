import type { TokenResolver, Viewer } from './auth';
import { userTopic } from './broker/topics';
import type { StaleViews } from './stale-views';
import { createViewCache } from './view-cache';

/**
 * How long a session checked for a read is trusted without asking the database again, when no
 * announcement came: a signed-out token still reads this long on a process that missed the news.
 */
const READ_VIEWER_TTL_MS = 5_000;
const READ_VIEWERS_KEPT = 50_000;

/**
 * Resolves the session of reads (GET, HEAD) from memory, so a signed-in page view costs no
 * query. A session is forgotten on every process whenever its user is announced stale: signing
 * out, a password reset, a new email verification or company role, any event sent to them.
 * Writes always resolve the session in the database.
 */
export function createReadViewers(
  staleViews: StaleViews,
  resolveToken: TokenResolver,
): TokenResolver {
  const viewers = createViewCache<Viewer | null>({
    staleViews,
    ttlMs: READ_VIEWER_TTL_MS,
    maxEntries: READ_VIEWERS_KEPT,
  });
  return (token) =>
    viewers.get(token, async () => {
      const viewer = await resolveToken(token);
      return { value: viewer, audiences: viewer ? [userTopic(viewer.id)] : null };
    });
}
