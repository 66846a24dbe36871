import { DIRECTORY_DISTANCE_MAX, FOUNDED_MAX, FOUNDED_MIN } from '@fieldhire/contract/companies';
import { CATEGORIES, COMPANY_SIZES } from '@fieldhire/contract/constants';
import { Button, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { KeywordLocationInputs } from '../../../components/keyword-location-inputs';
import { DistanceFilter, RangeFilter } from '../../../components/range-filter';
import {
  DEFAULT_COMPANY_FILTER,
  type CompanyFilterState,
  type CompanySort,
} from '../company-filter-params';
import { SORT_OPTIONS, sizeLabel } from '../company-labels';

interface CompanyFiltersProps {
  filter: CompanyFilterState;
  onChange: (next: CompanyFilterState) => void;
  /** The server's message when the searched location cannot be found. */
  locationError?: string | null;
}

export function CompanyFilters({ filter, onChange, locationError }: CompanyFiltersProps) {
  const [text, setText] = useState({ keyword: filter.keyword, location: filter.location });
  const [destination, setDestination] = useState(filter.destination);
  const [foundation, setFoundation] = useState(filter.foundation);
  const update = (patch: Partial<CompanyFilterState>) =>
    onChange({ ...filter, ...text, ...patch, page: 0 });

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    const location = text.location.trim();
    update({ ...text, sort: !location && filter.sort === 'distance' ? 'newest' : filter.sort });
  };
  const sorts = SORT_OPTIONS.filter((sort) => sort.value !== 'distance' || filter.location);

  return (
    <Stack gap="lg" component="section" aria-label="Company filters">
      <form onSubmit={submitText} role="search" aria-label="Search companies">
        <Stack gap="sm">
          <KeywordLocationInputs
            keywordPlaceholder="Company name or service"
            value={text}
            onChange={(patch) => setText({ ...text, ...patch })}
            locationError={locationError}
            onLocate={(location) => {
              setText({ ...text, location });
              update({ location, sort: 'distance' });
            }}
          />
          <Button type="submit">Search</Button>
        </Stack>
      </form>

      <DistanceFilter
        hasLocation={Boolean(filter.location)}
        max={DIRECTORY_DISTANCE_MAX}
        mb="sm"
        value={destination}
        onChange={setDestination}
        onChangeEnd={(value) => update({ destination: value })}
      />

      <Select
        label="Category"
        placeholder="All categories"
        clearable
        data={[...CATEGORIES]}
        value={filter.category || null}
        onChange={(value) => update({ category: value ?? '' })}
      />

      <Select
        label="Company size"
        placeholder="Any size"
        clearable
        data={COMPANY_SIZES.map((value) => ({ value, label: sizeLabel(value) }))}
        value={filter.companySize || null}
        onChange={(value) => update({ companySize: value ?? '' })}
      />

      <RangeFilter
        label="Founded"
        description={`${foundation[0]} – ${foundation[1]}`}
        mb="sm"
        min={FOUNDED_MIN}
        max={FOUNDED_MAX}
        step={1}
        value={foundation}
        onChange={setFoundation}
        onChangeEnd={(value) => update({ foundation: value })}
        thumbFromLabel="Founded from"
        thumbToLabel="Founded until"
        marks={[
          { value: FOUNDED_MIN, label: String(FOUNDED_MIN) },
          { value: 1960, label: '1960' },
          { value: 2000, label: '2000' },
          { value: FOUNDED_MAX, label: String(FOUNDED_MAX) },
        ]}
      />

      <Select
        label="Sort by"
        data={sorts}
        allowDeselect={false}
        value={sorts.some((sort) => sort.value === filter.sort) ? filter.sort : 'newest'}
        onChange={(value) => update({ sort: (value ?? 'newest') as CompanySort })}
      />

      <Button
        variant="subtle"
        mt="md"
        onClick={() => {
          setText({ keyword: '', location: '' });
          setDestination(DEFAULT_COMPANY_FILTER.destination);
          setFoundation(DEFAULT_COMPANY_FILTER.foundation);
          onChange(DEFAULT_COMPANY_FILTER);
        }}
      >
        Clear all filters
      </Button>
    </Stack>
  );
}
