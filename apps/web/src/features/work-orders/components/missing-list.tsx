import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { Alert, List } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { plural } from '../../../lib/plural';
import type { MissingDeliverable } from '../missing-deliverables';

function whatIsNeeded(entry: MissingDeliverable, workOrder: WorkOrder) {
  const kind = workOrder.deliverables.find((d) => d.id === entry.id)?.kind;
  if (kind === 'photo') return `${plural(entry.needed, 'more photo')} needed`;
  if (kind === 'question') return 'an answer is needed';
  if (kind === 'document') return 'a document is needed';
  return `${entry.needed} more needed`;
}

/** What a refused submit said is still missing. */
export function MissingList({
  missing,
  workOrder,
}: {
  missing: MissingDeliverable[];
  workOrder: WorkOrder;
}) {
  return (
    <Alert
      color="orange"
      variant="light"
      title="Finish these before you submit"
      icon={<IconListCheck size={20} aria-hidden />}
      role="alert"
    >
      <List size="sm" spacing={4}>
        {missing.map((entry) => (
          <List.Item key={entry.id}>
            {entry.label}: {whatIsNeeded(entry, workOrder)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
