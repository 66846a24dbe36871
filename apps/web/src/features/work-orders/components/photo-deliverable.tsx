import type { WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { ActionIcon, Button, FileButton, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { IconCamera, IconPhoto, IconTrash } from '@tabler/icons-react';
import { useUploads } from '../api/use-uploads';
import { DeliverableCard } from './deliverable-card';
import { UploadList } from './upload-list';

interface PhotoDeliverableProps {
  workOrderId: number;
  deliverable: WorkOrderDeliverable;
  editable: boolean;
  onDelete: (item: WorkOrderDeliverable['items'][number], what: string) => void;
}

/** A set of photos: taken with the camera or chosen from the library, several at once. */
export function PhotoDeliverable({
  workOrderId,
  deliverable,
  editable,
  onDelete,
}: PhotoDeliverableProps) {
  const { uploads, add, retry, dismiss } = useUploads(workOrderId, deliverable.id);
  const { items, label } = deliverable;
  return (
    <DeliverableCard deliverable={deliverable}>
      {editable && (
        <Group gap="xs" grow preventGrowOverflow={false}>
          <FileButton onChange={add} accept="image/*" capture="environment" multiple>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconCamera size={18} aria-hidden />}
                aria-label={`Take photos: ${label}`}
              >
                Take photos
              </Button>
            )}
          </FileButton>
          <FileButton onChange={add} accept="image/*" multiple>
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhoto size={18} aria-hidden />}
                aria-label={`Choose from library: ${label}`}
              >
                Choose from library
              </Button>
            )}
          </FileButton>
        </Group>
      )}
      <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
      {items.length > 0 ? (
        <SimpleGrid cols={{ base: 3, xs: 4, sm: 6 }} spacing={6}>
          {items.map((item, index) => (
            <div key={item.id} style={{ position: 'relative' }}>
              <Image
                src={item.thumb_url ?? item.url}
                alt={`${label}, photo ${index + 1}`}
                radius="sm"
                h={88}
                fit="cover"
              />
              {editable && (
                <ActionIcon
                  variant="filled"
                  color="dark"
                  size="md"
                  radius="xl"
                  style={{ position: 'absolute', top: 4, right: 4 }}
                  onClick={() => onDelete(item, `${label}, photo ${index + 1}`)}
                  aria-label={`Delete ${label}, photo ${index + 1}`}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              )}
            </div>
          ))}
        </SimpleGrid>
      ) : (
        !editable && (
          <Text size="sm" c="dimmed">
            No photos yet.
          </Text>
        )
      )}
    </DeliverableCard>
  );
}
