import type { WorkOrderDeliverable } from '@fieldhire/contract/work-orders';
import { ActionIcon, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconFileUpload, IconTrash } from '@tabler/icons-react';
import { acceptOf } from '../../../lib/upload-errors';
import { useUploads } from '../api/use-uploads';
import { DeliverableCard } from './deliverable-card';
import { UploadList } from './upload-list';

const DOCUMENT_ACCEPT = `${acceptOf('resume')},${acceptOf('image')}`;

interface DocumentDeliverableProps {
  workOrderId: number;
  deliverable: WorkOrderDeliverable;
  editable: boolean;
  onDelete?: (item: WorkOrderDeliverable['items'][number], what: string) => void;
}

export function DocumentDeliverable({
  workOrderId,
  deliverable,
  editable,
  onDelete,
}: DocumentDeliverableProps) {
  const { uploads, add, retry, dismiss } = useUploads(workOrderId, deliverable.id);
  const { items, label } = deliverable;
  return (
    <DeliverableCard deliverable={deliverable}>
      {items.length > 0 && (
        <Stack gap={4}>
          {items.map((item, index) => {
            const name = item.name ?? `${label}, document ${index + 1}`;
            return (
              <Group key={item.id} gap="xs" justify="space-between" wrap="nowrap">
                {item.url ? (
                  <Anchor
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="sm"
                    truncate="end"
                  >
                    {name}
                  </Anchor>
                ) : (
                  <Text size="sm">{name}</Text>
                )}
                {editable && onDelete && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => onDelete(item, name)}
                    aria-label={`Delete ${name}`}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
        </Stack>
      )}
      {editable && (
        <FileButton onChange={(file) => file && add([file])} accept={DOCUMENT_ACCEPT}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconFileUpload size={18} aria-hidden />}
              aria-label={`Upload document: ${label}`}
              style={{ alignSelf: 'flex-start' }}
            >
              Upload document
            </Button>
          )}
        </FileButton>
      )}
      <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
    </DeliverableCard>
  );
}
