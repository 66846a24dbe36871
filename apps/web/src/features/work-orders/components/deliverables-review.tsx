import type { WorkOrder, WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { SimpleGrid, Stack, Text, Title, UnstyledButton, Image } from '@mantine/core';
import { useState } from 'react';
import { DeliverableCard } from './deliverable-card';
import { DocumentDeliverable } from './document-deliverable';
import { PhotoLightbox } from './photo-lightbox';
import { QuestionDeliverable } from './question-deliverable';

function PhotoSet({
  deliverable,
  onOpen,
}: {
  deliverable: WorkOrderDeliverable;
  onOpen: (index: number) => void;
}) {
  const { items, label } = deliverable;
  return (
    <DeliverableCard deliverable={deliverable}>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          No photos yet.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6}>
          {items.map((item, index) => (
            <UnstyledButton
              key={item.id}
              onClick={() => onOpen(index)}
              aria-label={`Open ${label}, photo ${index + 1} of ${items.length}`}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Image src={item.thumb_url ?? item.url} alt="" radius="sm" h={88} fit="cover" />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
    </DeliverableCard>
  );
}

/** The company's view of what the agent sent: photo galleries, documents and answers. */
export function DeliverablesReview({ workOrder }: { workOrder: WorkOrder }) {
  const [open, setOpen] = useState<{ deliverableId: string; index: number } | null>(null);
  const { deliverables } = workOrder;
  const shown = open && deliverables.find((d) => d.id === open.deliverableId);
  return (
    <Stack gap="sm" component="section" aria-labelledby="deliverables-heading">
      <Title order={2} fz="lg" id="deliverables-heading">
        Deliverables
      </Title>
      {deliverables.length === 0 && (
        <Text size="sm" c="dimmed">
          This work has no deliverables.
        </Text>
      )}
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {deliverables.map((deliverable) => {
          if (deliverable.kind === 'photo')
            return (
              <PhotoSet
                key={deliverable.id}
                deliverable={deliverable}
                onOpen={(index) => setOpen({ deliverableId: deliverable.id, index })}
              />
            );
          const props = { workOrderId: workOrder.id, deliverable, editable: false };
          if (deliverable.kind === 'document')
            return <DocumentDeliverable key={deliverable.id} {...props} />;
          return <QuestionDeliverable key={deliverable.id} {...props} />;
        })}
      </Stack>
      {open && shown && (
        <PhotoLightbox
          title={shown.label}
          photos={shown.items}
          index={Math.min(open.index, shown.items.length - 1)}
          site={workOrder.site}
          onIndex={(index) => setOpen({ ...open, index })}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
