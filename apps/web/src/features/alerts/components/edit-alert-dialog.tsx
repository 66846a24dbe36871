import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { AlertForm } from '../../../components/alert-form';
import { useUpdateSavedSearch } from '../../../lib/saved-searches-query';

export function EditAlertDialog({ alert, onClose }: { alert: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  return (
    <Modal opened onClose={onClose} title="Edit alert" centered>
      <AlertForm
        initial={alert}
        submitLabel="Save"
        pending={update.isPending}
        error={update.error}
        onCancel={onClose}
        onSubmit={(patch) =>
          update.mutate(
            { id: alert.id, patch },
            {
              onSuccess: () => {
                notifications.show({ color: 'teal', message: 'Alert saved.' });
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
