import type { CoverageTown } from '@fieldhire/contract/candidates';
import { MAX_COVERAGE_TOWNS } from '@fieldhire/contract/profiles';
import { Box, CloseButton, Group, Input, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { StateSelect } from '../../../components/state-select';
import { TownMultiSelect } from '../../../components/town-multi-select';
import { groupTownsByState, stateOfTown, useGeoStates } from '../../../lib/geo';
import classes from './coverage-towns-field.module.css';
import { plural } from '../../../lib/plural';

interface CoverageTownsFieldProps {
  value: CoverageTown[];
  onChange: (towns: CoverageTown[]) => void;
  error?: string;
}

/** Towns picked state by state; the picks of every state add up. */
export function CoverageTownsField({ value, onChange, error }: CoverageTownsFieldProps) {
  const states = useGeoStates();
  const [stateFips, setStateFips] = useState<string | null>(() => value[0]?.state_fips ?? null);
  const inState = value.filter((town) => stateOfTown(town.fips) === stateFips);
  const elsewhere = value.filter((town) => stateOfTown(town.fips) !== stateFips);
  const stateName = states.data?.find((state) => state.fips === stateFips)?.name;
  const groups = groupTownsByState(value, states.data);
  const remove = (fips: string) => onChange(value.filter((town) => town.fips !== fips));

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <StateSelect size="md" label="State" value={stateFips} onChange={setStateFips} />
        <TownMultiSelect
          key={stateFips}
          stateFips={stateFips}
          size="md"
          label={stateName ? `Towns in ${stateName}` : 'Towns'}
          value={inState}
          maxValues={MAX_COVERAGE_TOWNS - elsewhere.length}
          onChange={(towns) =>
            onChange([
              ...elsewhere,
              ...towns.map((town) => ({ ...town, state_fips: stateOfTown(town.fips) })),
            ])
          }
        />
      </SimpleGrid>

      <Input.Wrapper
        label={`Towns you cover (${value.length} of up to ${MAX_COVERAGE_TOWNS})`}
        error={error}
      >
        {groups.length === 0 ? (
          <Text size="sm" c="dimmed" mt={4}>
            No towns yet. Pick a state, then the towns where you take work.
          </Text>
        ) : (
          <Stack gap="sm" mt={6}>
            {groups.map((group) => (
              <Box
                key={group.stateFips}
                component="section"
                aria-label={`Towns in ${group.stateName}`}
              >
                <Text size="sm" fw={600} mb={4}>
                  {group.stateName}{' '}
                  <Text span size="sm" c="dimmed" fw={400}>
                    · {plural(group.towns.length, 'town')}
                  </Text>
                </Text>
                <Group gap={6} component="ul" className={classes.chips}>
                  {group.towns.map((town) => (
                    <li key={town.fips} className={classes.chip}>
                      <span>{town.name}</span>
                      <CloseButton
                        size="sm"
                        radius="xl"
                        aria-label={`Remove ${town.name}, ${group.stateName}`}
                        onClick={() => remove(town.fips)}
                      />
                    </li>
                  ))}
                </Group>
              </Box>
            ))}
          </Stack>
        )}
      </Input.Wrapper>
    </Stack>
  );
}
