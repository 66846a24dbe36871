import { IconBellPlus } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { lazyWithMantine } from '../../../components/lazy-with-mantine';
import { Button } from '../../../components/ui/button';
import { useViewer } from '../../../lib/user-info';

const SaveSearchDialog = lazyWithMantine(() =>
  import('./save-search-dialog').then((m) => m.SaveSearchDialog),
);
const GuestAlertDialog = lazyWithMantine(() =>
  import('./guest-alert-dialog').then((m) => m.GuestAlertDialog),
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
