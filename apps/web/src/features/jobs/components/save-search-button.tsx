import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useViewer } from '../../../lib/user-info';

const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);

/** "Get alerts for this search": a guest is sent to log in first, and comes back to the search. */
export function SaveSearchButton({ query }: { query: URLSearchParams }) {
  const viewer = useViewer();
  const navigate = useNavigate();
  const location = useLocation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={18} aria-hidden />}
        onClick={() => {
          if (viewer) setOpened(true);
          else
            void navigate(`/login?next=${encodeURIComponent(location.pathname + location.search)}`);
        }}
      >
        Get alerts for this search
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <SaveSearchDialog query={query} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
