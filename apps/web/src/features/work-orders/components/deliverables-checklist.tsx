import {
  DELIVERABLE_EDIT_STATES,
  type WorkOrder,
  type WorkOrderDeliverable,
} from '@fieldhire/contract/work-orders';
import { Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { useIdempotencyKeys } from '../api/idempotency';
import { useDeleteItem } from '../api/work-order-mutations';
import { progressOf } from '../deliverable-progress';
import { DocumentDeliverable } from './document-deliverable';
import { PhotoDeliverable } from './photo-deliverable';
import { QuestionDeliverable } from './question-deliverable';

type Item = WorkOrderDeliverable['items'][number];

/** The agent's checklist: what the company asked for, added to while the work is in progress. */
export function DeliverablesChecklist({ workOrder }: { workOrder: WorkOrder }) {
  const editable = DELIVERABLE_EDIT_STATES.includes(workOrder.status);
  const remove = useDeleteItem(workOrder.id);
  const keys = useIdempotencyKeys();
  const [deleting, setDeleting] = useState<{ item: Item; what: string } | null>(null);
  const { deliverables } = workOrder;
  const complete = deliverables.filter((d) => progressOf(d).complete).length;
  const askDelete = (item: Item, what: string) => setDeleting({ item, what });

  const confirmDelete = () => {
    if (!deleting) return;
    const scope = `delete-${deleting.item.id}`;
    remove.mutate(
      { workOrderId: workOrder.id, itemId: deleting.item.id, idempotencyKey: keys.current(scope) },
      {
        onSuccess: () => {
          keys.settle(scope);
          notifications.show({ color: 'teal', message: 'Deleted.' });
          setDeleting(null);
        },
        onError: (error) => {
          keys.settle(scope, error);
          notifications.show({ color: 'red', message: errorMessage(error) });
        },
      },
    );
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="deliverables-heading">
      <Title order={2} fz="lg" id="deliverables-heading">
        Deliverables
        {deliverables.length > 0 && (
          <Text span c="dimmed" fz="sm" fw={400} ml="xs">
            {complete} of {deliverables.length} done
          </Text>
        )}
      </Title>
      {deliverables.length === 0 && (
        <Text size="sm" c="dimmed">
          This work has no deliverables to send.
        </Text>
      )}
      {deliverables.length > 0 && !editable && workOrder.status === 'confirmed' && (
        <Text size="sm" c="dimmed">
          Check in at the site to add photos, documents and answers.
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {deliverables.map((deliverable) => {
          const props = { workOrderId: workOrder.id, deliverable, editable };
          if (deliverable.kind === 'photo')
            return <PhotoDeliverable key={deliverable.id} {...props} onDelete={askDelete} />;
          if (deliverable.kind === 'document')
            return <DocumentDeliverable key={deliverable.id} {...props} onDelete={askDelete} />;
          return <QuestionDeliverable key={deliverable.id} {...props} />;
        })}
      </Stack>
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this?"
        confirmLabel="Delete"
        confirmColor="red"
        focusConfirm={false}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      >
        <Text size="sm">{deleting?.what} will be removed from the work order.</Text>
      </ConfirmDialog>
    </Stack>
  );
}
