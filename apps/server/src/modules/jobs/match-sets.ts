import { chordOf, toUnit } from './job-record';
import { parseNear, type IndexRow, type MatchKind } from './search-index.repository';

/** How many match sets are kept, least recently used first out. */
const MAX_SETS = 500;
/** How many job ids all kept sets may hold together. */
const MAX_IDS = 5_000_000;

interface MatchSet {
  key: string;
  kind: MatchKind;
  value: string;
  /** Sorted job ids. */
  ids: Int32Array;
}

function contains(ids: Int32Array, id: number) {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = ids[middle]!;
    if (at === id) return true;
    if (at < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}

/** Whether a job lies in a neighborhood, measured as earth_distance measures it. */
function isNear(value: string, job: { lat: number; lon: number }) {
  const { lat, lon, meters } = parseNear(value);
  const center = toUnit(lat, lon);
  const point = toUnit(job.lat, job.lon);
  const chord = Math.hypot(point[0] - center[0], point[1] - center[1], point[2] - center[2]);
  return chord <= chordOf(meters);
}

/**
 * The open jobs a keyword, a tag, a company or a neighborhood matches, as sorted id sets read from the database
 * once and then kept up to date with each job change, so a search within them costs no query.
 */
export function createMatchSets(
  /** The set's job ids, ascending. */
  load: (kind: MatchKind, value: string) => Promise<Int32Array>,
) {
  const sets = new Map<string, Promise<MatchSet>>();
  const ready = new Map<string, MatchSet>();
  let heldIds = 0;

  function forget(set: MatchSet) {
    ready.delete(set.key);
    sets.delete(set.key);
    heldIds -= set.ids.length;
  }

  function evict() {
    for (const set of ready.values()) {
      if (sets.size <= MAX_SETS && heldIds <= MAX_IDS) return;
      forget(set);
    }
  }

  return {
    get(kind: MatchKind, value: string): Promise<Int32Array> {
      const key = `${kind}:${value}`;
      let set = sets.get(key);
      if (set) {
        sets.delete(key);
        sets.set(key, set);
        const known = ready.get(key);
        if (known) {
          ready.delete(key);
          ready.set(key, known);
        }
      } else {
        set = load(kind, value).then((ids) => {
          const loaded = { key, kind, value, ids };
          if (sets.get(key) === set) {
            ready.set(key, loaded);
            heldIds += loaded.ids.length;
            evict();
          }
          return loaded;
        });
        sets.set(key, set);
        set.catch(() => sets.delete(key));
      }
      return set.then((loaded) => loaded.ids);
    },

    /** Whether the set is loaded, so asking for it costs no query. */
    has(kind: MatchKind, value: string) {
      return ready.has(`${kind}:${value}`);
    },

    /** The keywords whose sets are kept, to ask which changed jobs they match. */
    keywords() {
      return [...ready.values()].filter((set) => set.kind === 'keyword').map((set) => set.value);
    },

    /**
     * Brings every set up to date with changed jobs: `open` holds those still open, and
     * `keywordMatches` which of them each keyword (by its place in `keywords()`) matches.
     */
    update(
      changed: number[],
      open: IndexRow[],
      keywords: string[],
      keywordMatches: { k: number; id: number }[],
    ) {
      const openById = new Map(open.map((row) => [row.id, row]));
      const matchedBy = new Map<string, Set<number>>();
      for (const { k, id } of keywordMatches) {
        const keyword = keywords[k]!;
        matchedBy.set(keyword, (matchedBy.get(keyword) ?? new Set()).add(id));
      }
      const belongs = (set: MatchSet, id: number) => {
        const row = openById.get(id);
        if (!row) return false;
        if (set.kind === 'tag') return row.tags.includes(set.value);
        if (set.kind === 'company') return row.companyId === Number(set.value);
        if (set.kind === 'near') return isNear(set.value, row);
        return matchedBy.get(set.value)?.has(id) ?? false;
      };
      for (const set of ready.values()) {
        if (set.kind === 'keyword' && !keywords.includes(set.value)) {
          // Kept after the keywords were read: no answer for it, so it is read again when asked.
          forget(set);
          continue;
        }
        const leaving = new Set<number>();
        const joining: number[] = [];
        for (const id of changed) {
          const member = contains(set.ids, id);
          const wanted = belongs(set, id);
          if (member && !wanted) leaving.add(id);
          else if (!member && wanted) joining.push(id);
        }
        if (leaving.size === 0 && joining.length === 0) continue;
        const kept = leaving.size > 0 ? set.ids.filter((id) => !leaving.has(id)) : set.ids;
        const next = new Int32Array(kept.length + joining.length);
        next.set(kept);
        next.set(joining, kept.length);
        heldIds += next.length - set.ids.length;
        set.ids = next.sort();
      }
    },

    /** Forgets every set whose load is still under way, so none misses a change made meanwhile. */
    forgetPending() {
      for (const key of sets.keys()) if (!ready.has(key)) sets.delete(key);
    },
  };
}
export type MatchSets = ReturnType<typeof createMatchSets>;
