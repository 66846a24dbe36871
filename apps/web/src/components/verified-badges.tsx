import {
  AGENT_DOCUMENT_KINDS,
  VERIFIED_BADGE_LABELS,
  type DocumentKind,
} from '@fieldhire/contract/verification';
import { Badge, Group } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

/** The documents the Fieldhire team verified for a company or an agent, as badges. */
export function VerifiedBadges({ kinds }: { kinds: readonly DocumentKind[] }) {
  if (kinds.length === 0) return null;
  return (
    <Group gap={6} aria-label="Verified by Fieldhire">
      {kinds.map((kind) => (
        <Badge
          key={kind}
          color="teal"
          variant="light"
          tt="none"
          leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
        >
          {VERIFIED_BADGE_LABELS[kind]}
        </Badge>
      ))}
    </Group>
  );
}

/** The badges a company can ask of the agents it looks for. */
export const AGENT_VERIFIED_OPTIONS = AGENT_DOCUMENT_KINDS.map((kind) => ({
  value: kind,
  label: VERIFIED_BADGE_LABELS[kind],
}));
