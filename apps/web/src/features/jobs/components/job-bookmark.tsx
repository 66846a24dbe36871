import type { Job } from '@fieldhire/contract/jobs';
import { useLocation, useNavigate } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark-button';
import { useViewer } from '../../../lib/user-info';
import { useBookmark } from '../api/jobs-api';

/**
 * The bookmark toggle of a job: guests are sent to log in first. Only a signed-in viewer's toggle
 * holds a mutation, so a guest's list of jobs subscribes to none.
 */
export function JobBookmark({ job }: { job: Job }) {
  return useViewer() ? <ViewerBookmark job={job} /> : <GuestBookmark job={job} />;
}

function ViewerBookmark({ job }: { job: Job }) {
  const bookmark = useBookmark();
  const saved = bookmark.isPending ? !(job.is_bookmarked ?? false) : (job.is_bookmarked ?? false);
  return (
    <BookmarkButton
      saved={saved}
      busy={bookmark.isPending}
      jobTitle={job.title}
      onToggle={() => bookmark.mutate({ jobId: job.id, save: !job.is_bookmarked })}
    />
  );
}

function GuestBookmark({ job }: { job: Job }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <BookmarkButton
      saved={job.is_bookmarked ?? false}
      busy={false}
      jobTitle={job.title}
      onToggle={() =>
        void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`)
      }
    />
  );
}
