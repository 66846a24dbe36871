import { IconBookmarkFilled } from '@tabler/icons-react';
import { ActionIcon } from './ui/button';
import { SharedIcon } from './ui/shared-icons';

interface BookmarkButtonProps {
  saved: boolean;
  busy?: boolean;
  jobTitle: string;
  onToggle: () => void;
}

export function BookmarkButton({ saved, busy, jobTitle, onToggle }: BookmarkButtonProps) {
  const label = saved ? `Remove ${jobTitle} from saved jobs` : `Save ${jobTitle}`;
  return (
    // A native title rather than a floating tooltip: a list of jobs carries one per card, and each
    // floating tooltip measures itself again right after the page hydrates.
    <ActionIcon
      variant={saved ? 'light' : 'subtle'}
      size="lg"
      aria-label={label}
      aria-pressed={saved}
      loading={busy}
      onClick={onToggle}
      title={saved ? 'Saved' : 'Save job'}
    >
      {saved ? (
        <IconBookmarkFilled size={20} aria-hidden />
      ) : (
        <SharedIcon name="bookmark" size={20} />
      )}
    </ActionIcon>
  );
}
