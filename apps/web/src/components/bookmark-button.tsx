import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';

interface BookmarkButtonProps {
  saved: boolean;
  busy?: boolean;
  jobTitle: string;
  onToggle: () => void;
}

export function BookmarkButton({ saved, busy, jobTitle, onToggle }: BookmarkButtonProps) {
  const label = saved ? `Remove ${jobTitle} from saved jobs` : `Save ${jobTitle}`;
  return (
    <Tooltip label={saved ? 'Saved' : 'Save job'} withArrow>
      <ActionIcon
        variant={saved ? 'light' : 'subtle'}
        size="lg"
        aria-label={label}
        aria-pressed={saved}
        loading={busy}
        onClick={onToggle}
      >
        {saved ? (
          <IconBookmarkFilled size={20} aria-hidden />
        ) : (
          <IconBookmark size={20} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
