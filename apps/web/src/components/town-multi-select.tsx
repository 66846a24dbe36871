import { Group, MultiSelect, Text, type ComboboxParsedItem, type MantineSize } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { GeoTown } from '@fieldhire/contract/reference';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useGeoTowns, type TownRef } from '../lib/geo';

interface TownMultiSelectProps {
  stateFips: string | null;
  /** The picked towns of this state. */
  value: TownRef[];
  onChange: (towns: TownRef[]) => void;
  label: string;
  description?: string;
  error?: string;
  maxValues?: number;
  size?: MantineSize;
}

const typeLabel = (type: GeoTown['type'] | undefined) => (type === 'cdp' ? 'community' : type);

const isOption = (item: ComboboxParsedItem): item is { value: string; label: string } =>
  'value' in item;

/** Towns of one state, searched on the server as the user types. */
export function TownMultiSelect({
  stateFips,
  value,
  onChange,
  label,
  description,
  error,
  maxValues,
  size,
}: TownMultiSelectProps) {
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search, 200);
  const towns = useGeoTowns(stateFips, query);
  const found: GeoTown[] = towns.data ?? [];
  const foundFips = new Set(found.map((town) => town.fips));
  const types = new Map(found.map((town) => [town.fips, town.type]));
  const known = new Map<string, TownRef>([
    ...value.map((town) => [town.fips, town] as const),
    ...found.map((town) => [town.fips, { fips: town.fips, name: town.name }] as const),
  ]);
  // Picked towns stay in the data so their pills keep a name; while searching, only matches show.
  const visible = new Set(search.trim() ? foundFips : [...foundFips, ...value.map((t) => t.fips)]);

  return (
    <MultiSelect
      label={label}
      size={size}
      description={description}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      error={error}
      placeholder={
        !stateFips ? 'Choose a state first' : value.length ? undefined : 'Type a town name'
      }
      disabled={!stateFips}
      searchable
      clearable
      maxValues={maxValues}
      searchValue={search}
      onSearchChange={setSearch}
      clearSearchOnChange={false}
      data={[...known.values()].map((town) => ({ value: town.fips, label: town.name }))}
      value={value.map((town) => town.fips)}
      onChange={(fips) => onChange(fips.flatMap((id) => known.get(id) ?? []))}
      filter={({ options }) => options.filter((item) => !isOption(item) || visible.has(item.value))}
      renderOption={({ option, checked }) => (
        <Group gap="xs" wrap="nowrap" w="100%">
          {checked ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />}
          <Text size="sm" style={{ flex: 1 }}>
            {option.label}
          </Text>
          {types.has(option.value) && (
            <Text size="xs" c="dimmed">
              {typeLabel(types.get(option.value))}
            </Text>
          )}
        </Group>
      )}
      nothingFoundMessage={
        towns.isFetching
          ? 'Searching…'
          : towns.isError
            ? 'Towns could not be loaded'
            : 'No town matches'
      }
      limit={60}
    />
  );
}
