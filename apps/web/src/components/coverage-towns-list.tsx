import type { CoverageTown } from '@fieldhire/contract/candidates';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { groupTownsByState, useGeoStates } from '../lib/geo';
import { plural } from '../lib/plural';

export function CoverageTownsList({ towns }: { towns: CoverageTown[] }) {
  const states = useGeoStates();
  const groups = groupTownsByState(towns, states.data);
  if (groups.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No coverage towns listed yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <div key={group.stateFips}>
          <Text size="sm" fw={600} mb={4} id={`coverage-${group.stateFips}`}>
            {group.stateName}{' '}
            <Text span size="sm" c="dimmed" fw={400}>
              · {plural(group.towns.length, 'town')}
            </Text>
          </Text>
          <Group
            gap={6}
            component="ul"
            aria-labelledby={`coverage-${group.stateFips}`}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {group.towns.map((town) => (
              <Badge key={town.fips} component="li" variant="light" radius="xl" tt="none" fw={500}>
                {town.name}
              </Badge>
            ))}
          </Group>
        </div>
      ))}
    </Stack>
  );
}
