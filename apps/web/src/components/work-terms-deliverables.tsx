import type { DeliverableKind } from '@fieldhire/contract/work-terms';
import { IconFileText, IconMessageQuestion, IconPhoto } from '@tabler/icons-react';
import { List, ListItem, ThemeIcon } from './ui/surfaces';
import { Text } from './ui/text';
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
    <List spacing="xs">
      {deliverables.map((deliverable) => {
        const Icon = KIND_ICONS[deliverable.kind];
        return (
          <ListItem
            key={deliverable.id}
            icon={
              <ThemeIcon size={24}>
                <Icon size={14} />
              </ThemeIcon>
            }
          >
            {formatDeliverable(deliverable)}
          </ListItem>
        );
      })}
    </List>
  );
}
