import { Anchor, Modal, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { AlertForm } from '../../../components/alert-form';
import { useSaveSearch } from '../../../lib/saved-searches-query';
import { savedSearchFilter } from '../job-filter-params';

interface SaveSearchDialogProps {
  query: URLSearchParams;
  onClose: () => void;
}

export function SaveSearchDialog({ query, onClose }: SaveSearchDialogProps) {
  const save = useSaveSearch();
  return (
    <Modal opened onClose={onClose} title="Get alerts for this search" centered>
      <AlertForm
        initial={{ name: '', frequency: 'instant', channels: ['email', 'in_app'] }}
        nameOptional
        intro={
          <Text size="sm" c="dimmed">
            We tell you when a job matching this search is posted. Manage your alerts under{' '}
            <Anchor component={Link} to="/alerts" onClick={onClose}>
              Alerts
            </Anchor>
            .
          </Text>
        }
        submitLabel="Save alert"
        pending={save.isPending}
        error={save.error}
        onCancel={onClose}
        onSubmit={({ name, frequency, channels }) =>
          save.mutate(
            { ...(name && { name }), filter: savedSearchFilter(query), frequency, channels },
            {
              onSuccess: (saved) => {
                notifications.show({ color: 'teal', message: `Alert saved: ${saved.name}` });
                onClose();
              },
            },
          )
        }
      />
    </Modal>
  );
}
