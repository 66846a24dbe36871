import { Button } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useViewer } from '../../../lib/user-info';

const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);
const GuestAlertDialog = lazy(() =>
  import('./guest-alert-dialog').then((m) => ({ default: m.GuestAlertDialog })),
);

/** "Get alerts for this search": a member saves it, a guest gets it by email. */
export function SaveSearchButton({ query }: { query: URLSearchParams }) {
  const viewer = useViewer();
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconBellPlus size={18} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        Get alerts for this search
      </Button>
      {opened && (
        <Suspense fallback={null}>
          {viewer ? (
            <SaveSearchDialog query={query} onClose={close} />
          ) : (
            <GuestAlertDialog query={query} onClose={close} />
          )}
        </Suspense>
      )}
    </>
  );
}
