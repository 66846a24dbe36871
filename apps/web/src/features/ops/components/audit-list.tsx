import type { AuditEntry } from '@fieldhire/contract/operations';
import { Code, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { recordPath } from './record-path';
import { opsTime } from './ops-time';

const changeText = (value: unknown) => (value == null ? '—' : JSON.stringify(value));

/** Audit entries, newest first, as a table that scrolls sideways on a phone. */
export function AuditList({
  entries,
  showTarget = true,
}: {
  entries: AuditEntry[];
  showTarget?: boolean;
}) {
  if (entries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No operator action yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Operator</Table.Th>
            <Table.Th>Action</Table.Th>
            {showTarget && <Table.Th>Record</Table.Th>}
            <Table.Th>Reason</Table.Th>
            <Table.Th>Change</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const path = recordPath(entry.target_type, entry.target_id);
            return (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{opsTime(entry.at)}</Table.Td>
                <Table.Td>{entry.operator}</Table.Td>
                <Table.Td>
                  <Code>{entry.action}</Code>
                </Table.Td>
                {showTarget && (
                  <Table.Td>
                    {path ? (
                      <Link to={path}>
                        {entry.target_type} {entry.target_id}
                      </Link>
                    ) : (
                      `${entry.target_type} ${entry.target_id}`
                    )}
                  </Table.Td>
                )}
                <Table.Td>{entry.reason ?? '—'}</Table.Td>
                <Table.Td>
                  <Stack gap={2} style={{ overflowWrap: 'anywhere' }}>
                    <Text size="xs" c="dimmed">
                      before {changeText(entry.before)}
                    </Text>
                    <Text size="xs">after {changeText(entry.after)}</Text>
                  </Stack>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
