import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import type { JobsService } from '../jobs/jobs.service';
import { createBookmarksRepository } from './bookmarks.repository';

export function createBookmarksService({ db, jobs }: { db: Database; jobs: JobsService }) {
  const repository = createBookmarksRepository(db);
  return {
    async set(viewer: Viewer, jobId: number, action: 'add' | 'remove') {
      await jobs.get(jobId, viewer);
      if (action === 'add') await repository.add(viewer.id, jobId);
      else await repository.remove(viewer.id, jobId);
      return { bookmarked: action === 'add' };
    },
    async saved(viewer: Viewer) {
      return jobs.jobsByIds(await repository.jobIds(viewer.id), viewer.id);
    },
    count: (userId: number) => repository.count(userId),
  };
}
export type BookmarksService = ReturnType<typeof createBookmarksService>;
