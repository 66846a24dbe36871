import type { Job } from '@fieldhire/contract/jobs';
import { useLocation, useNavigate } from 'react-router';
import { BookmarkButton } from '../../../components/bookmark-button';
import { useViewer } from '../../../lib/user-info';
import { useBookmark } from '../api/jobs-api';

/** The bookmark toggle of a job: guests are sent to log in first. */
export function JobBookmark({ job }: { job: Job }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const bookmark = useBookmark();
  const saved = bookmark.isPending ? !(job.is_bookmarked ?? false) : (job.is_bookmarked ?? false);
  return (
    <BookmarkButton
      saved={saved}
      busy={bookmark.isPending}
      jobTitle={job.title}
      onToggle={() => {
        if (!viewer) {
          void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
          return;
        }
        bookmark.mutate({ jobId: job.id, save: !job.is_bookmarked });
      }}
    />
  );
}
