import type { StaleAudiences, StaleViews } from './stale-views';

interface ViewCacheOptions {
  staleViews: StaleViews;
  /** How long a view is kept at most: the bound on what no announcement tells (time passing, a lost link). */
  ttlMs: number;
  /** How many views are kept at most; the oldest go first. */
  maxEntries: number;
  now?: () => number;
}

/** A computed view and who sees it; `audiences: null` answers the view without keeping it. */
export interface View<V> {
  value: V;
  audiences: readonly string[] | null;
}

interface Entry<V> {
  value: V;
  audiences: readonly string[];
  expiresAt: number;
}

/** Announcements remembered to judge computations still running; one older than these is judged stale. */
const REMEMBERED_ANNOUNCEMENTS = 1_000;

/**
 * Views computed from the database, kept per key until one of their audiences is announced stale
 * (see stale-views.ts) or `ttlMs` passes. A view computed while one of its audiences was announced
 * is answered to the callers that waited for it but not kept, so a change is never hidden behind a
 * view read before it. Callers asking for a view already being computed share that computation.
 */
export function createViewCache<V>({
  staleViews,
  ttlMs,
  maxEntries,
  now = Date.now,
}: ViewCacheOptions) {
  const entries = new Map<string, Entry<V>>();
  /** The keys of the views each audience sees, so an announcement finds them without a scan. */
  const keysOf = new Map<string, Set<string>>();
  /** Computations running, with the announcement count when each began. */
  const computing = new Map<string, { value: Promise<V>; since: number }>();
  let announced = 0;
  const recent: { at: number; audiences: StaleAudiences }[] = [];

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    for (const audience of entry.audiences) {
      const keys = keysOf.get(audience);
      keys?.delete(key);
      if (keys?.size === 0) keysOf.delete(audience);
    }
  }

  function keep(key: string, entry: Entry<V>) {
    drop(key);
    entries.set(key, entry);
    for (const audience of entry.audiences) {
      const keys = keysOf.get(audience) ?? new Set();
      keysOf.set(audience, keys.add(key));
    }
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries) break;
      drop(oldest);
    }
  }

  /** Whether any of `audiences` was announced after announcement number `since`. */
  function announcedSince(since: number, audiences: readonly string[]) {
    if (announced === since) return false;
    if (announced - since > recent.length) return true;
    return recent.some(
      (announcement) =>
        announcement.at > since &&
        (announcement.audiences === 'all' ||
          audiences.some((audience) => announcement.audiences.includes(audience))),
    );
  }

  staleViews.listen((stale) => {
    announced += 1;
    recent.push({ at: announced, audiences: stale });
    if (recent.length > REMEMBERED_ANNOUNCEMENTS) recent.shift();
    if (stale === 'all') for (const key of [...entries.keys()]) drop(key);
    else
      for (const audience of stale) for (const key of [...(keysOf.get(audience) ?? [])]) drop(key);
  });

  return {
    /** The view under `key`, computed by `compute` when none is kept. */
    get(key: string, compute: () => Promise<View<V>>): Promise<V> {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return Promise.resolve(entry.value);
      if (entry) drop(key);
      // A computation begun before a change is not shared with callers who come after it.
      const running = computing.get(key);
      if (running && running.since === announced) return running.value;
      const since = announced;
      const startedAt = now();
      const finished = () => {
        if (computing.get(key)?.value === value) computing.delete(key);
      };
      const value = compute().then(
        ({ value: view, audiences }) => {
          finished();
          if (audiences && !announcedSince(since, audiences))
            keep(key, { value: view, audiences, expiresAt: startedAt + ttlMs });
          return view;
        },
        (error: unknown) => {
          finished();
          throw error;
        },
      );
      computing.set(key, { value, since });
      return value;
    },

    get size() {
      return entries.size;
    },
  };
}
