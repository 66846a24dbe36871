export interface TtlCache<V> {
  /** The cached promise for `key`, or the one `load` starts; a failed load is forgotten at once. */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  /** Forgets every key `matches` says yes to. */
  forgetWhere(matches: (key: string) => boolean): void;
  readonly size: number;
}

/** Shares a computed value per key for `ttlMs`; past `maxEntries` the least recently used key goes. */
export function createTtlCache<V>({
  ttlMs,
  maxEntries,
}: {
  ttlMs: number;
  maxEntries: number;
}): TtlCache<V> {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key, load) {
      const now = Date.now();
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && now - hit.at <= ttlMs) {
        entries.set(key, hit);
        return hit.value;
      }
      const value = load();
      const entry = { at: now, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
    forgetWhere(matches) {
      for (const key of [...entries.keys()]) if (matches(key)) entries.delete(key);
    },
    get size() {
      return entries.size;
    },
  };
}
