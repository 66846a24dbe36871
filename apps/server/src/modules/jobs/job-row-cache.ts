import type { Job } from '@fieldhire/contract/jobs';

/**
 * Jobs as search results show them, kept per job for a few seconds and shared by every search
 * whose page holds them; only the jobs not kept are read, in one query.
 */
export function createJobRowCache(
  load: (ids: number[]) => Promise<Job[]>,
  { ttlMs, maxEntries }: { ttlMs: number; maxEntries: number },
) {
  const entries = new Map<number, { at: number; job: Job }>();
  return {
    async get(ids: number[]): Promise<Job[]> {
      const now = Date.now();
      const missing = ids.filter((id) => {
        const entry = entries.get(id);
        return !entry || now - entry.at > ttlMs;
      });
      const loaded = new Map(
        (missing.length > 0 ? await load(missing) : []).map((job) => [job.id, job]),
      );
      for (const [id, job] of loaded) {
        entries.delete(id);
        entries.set(id, { at: now, job });
      }
      for (const id of entries.keys()) {
        if (entries.size <= maxEntries) break;
        entries.delete(id);
      }
      return ids.flatMap((id) => {
        const job = loaded.get(id) ?? entries.get(id)?.job;
        return job ? [{ ...job }] : [];
      });
    },
    clear: () => entries.clear(),
  };
}
