import { List, Text, ThemeIcon } from '@mantine/core';
import type { DeliverableKind } from '@fieldhire/contract/work-terms';
import { IconFileText, IconMessageQuestion, IconPhoto } from '@tabler/icons-react';
import { formatDeliverable, type DeliverableTerms } from './work-terms-text';

const KIND_ICONS: Record<DeliverableKind, typeof IconPhoto> = {
  photo: IconPhoto,
  document: IconFileText,
  question: IconMessageQuestion,
};

interface DeliverablesListProps {
  deliverables: readonly (DeliverableTerms & { id: string })[];
  /** Shown when the list is empty; nothing when not given. */
  emptyText?: string;
}

/** What the company requires the agent to hand in, one line per deliverable. */
export function DeliverablesList({ deliverables, emptyText }: DeliverablesListProps) {
  if (deliverables.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  return (
    <List spacing="xs" size="sm" center>
      {deliverables.map((deliverable) => {
        const Icon = KIND_ICONS[deliverable.kind];
        return (
          <List.Item
            key={deliverable.id}
            icon={
              <ThemeIcon variant="light" size={24} radius="xl" aria-hidden>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            {formatDeliverable(deliverable)}
          </List.Item>
        );
      })}
    </List>
  );
}
