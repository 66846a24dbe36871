import path from 'node:path';

/** What rolldown's chunking passes to a group's `name` function: enough to walk static imports. */
interface ChunkingContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const SRC = path.join(import.meta.dirname, 'src');

/** The modules each of these pages loads first: its component and the loader of its data. */
const FIRST_LOAD = {
  entry: ['main.tsx'],
  jobList: ['features/jobs/pages/job-list-page.tsx', 'features/jobs/job-pages-data.ts'],
  otherPublic: [
    'app/pages/home-route.tsx',
    'features/home/home-page-data.ts',
    'features/jobs/pages/job-detail-page.tsx',
  ],
};

/**
 * The app's own modules (the web app's and the contract's) that these statically import. Packages
 * are not followed: a package's index names all its modules, of which the build keeps those used.
 */
function staticallyReached(roots: readonly string[], ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const queue = roots.map((root) => path.join(SRC, root));
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id) || id.includes('node_modules')) continue;
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    reached.add(id);
    queue.push(...info.importedIds);
  }
  return reached;
}

/**
 * Names the chunks of the job list's first scripts beyond the entry, Mantine and the framework: one
 * with what it shares with the home and job pages, one with what only it of those needs. Left to
 * themselves these are some thirty files of a few hundred bytes, each compressed on its own.
 */
export function jobListChunks() {
  let sets: { entry: Set<string>; jobList: Set<string>; otherPublic: Set<string> } | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    sets ??= {
      entry: staticallyReached(FIRST_LOAD.entry, ctx),
      jobList: staticallyReached(FIRST_LOAD.jobList, ctx),
      otherPublic: staticallyReached(FIRST_LOAD.otherPublic, ctx),
    };
    if (!sets.jobList.has(id) || sets.entry.has(id)) return null;
    return sets.otherPublic.has(id) ? 'public-pages' : 'job-list';
  };
}
