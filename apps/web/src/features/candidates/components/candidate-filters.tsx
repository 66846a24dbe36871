import { CATEGORIES, DATE_POSTED, EXPERIENCES, GENDERS } from '@fieldhire/contract/constants';
import {
  Button,
  Checkbox,
  Input,
  MultiSelect,
  Radio,
  RangeSlider,
  Select,
  Stack,
  TextInput,
} from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useReferenceOptions } from '../../../lib/reference-data';
import { DEFAULT_CANDIDATE_FILTER, type CandidateFilterState } from '../candidate-filter-params';
import { experienceLabel } from '../../../lib/experience-label';

interface CandidateFiltersProps {
  filter: CandidateFilterState;
  onChange: (next: CandidateFilterState) => void;
}

export function CandidateFilters({ filter, onChange }: CandidateFiltersProps) {
  const certifications = useReferenceOptions('certification');
  const [text, setText] = useState({ keyword: filter.keyword, location: filter.location });
  const [destination, setDestination] = useState(filter.destination);
  const update = (patch: Partial<CandidateFilterState>) =>
    onChange({ ...filter, ...patch, page: 0 });

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    update({
      ...text,
      sort: !text.location.trim() && filter.sort === 'distance' ? 'newest' : filter.sort,
    });
  };

  return (
    <Stack gap="lg" component="section" aria-label="Filters">
      <form onSubmit={submitText}>
        <Stack gap="sm">
          <TextInput
            label="Keyword"
            placeholder="Name, skill, headline…"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={text.keyword}
            onChange={(event) => setText({ ...text, keyword: event.currentTarget.value })}
          />
          <TextInput
            label="Location"
            description="City, state or ZIP"
            placeholder="Austin, TX"
            leftSection={<IconMapPin size={16} aria-hidden />}
            value={text.location}
            onChange={(event) => setText({ ...text, location: event.currentTarget.value })}
          />
          <Button type="submit">Search</Button>
        </Stack>
      </form>

      <Input.Wrapper
        label="Distance (miles)"
        description={filter.location ? undefined : 'Set a location to use distance'}
      >
        <RangeSlider
          mt="xs"
          mb="lg"
          min={0}
          max={DEFAULT_CANDIDATE_FILTER.destination[1]}
          step={5}
          minRange={5}
          disabled={!filter.location}
          value={destination}
          onChange={setDestination}
          onChangeEnd={(value) => update({ destination: value })}
          thumbFromLabel="Minimum distance"
          thumbToLabel="Maximum distance"
          marks={[
            { value: 0, label: '0' },
            { value: 50, label: '50' },
            { value: 100, label: '100' },
          ]}
        />
      </Input.Wrapper>

      <Select
        label="Category"
        placeholder="All categories"
        clearable
        data={[...CATEGORIES]}
        value={filter.category || null}
        onChange={(value) => update({ category: value ?? '' })}
      />

      <Select
        label="Gender"
        placeholder="Any"
        clearable
        data={[...GENDERS]}
        value={filter.candidateGender || null}
        onChange={(value) => update({ candidateGender: value ?? '' })}
      />

      <MultiSelect
        label="Certifications"
        placeholder={filter.qualifications.length ? undefined : 'Any certification'}
        searchable
        clearable
        hidePickedOptions
        data={certifications.data ?? []}
        value={filter.qualifications}
        onChange={(value) => update({ qualifications: value })}
      />

      <Checkbox.Group
        label="Experience"
        value={filter.experiences}
        onChange={(value) => update({ experiences: value })}
      >
        <Stack gap={6} mt="xs">
          {EXPERIENCES.map((value) => (
            <Checkbox key={value} value={value} label={experienceLabel(value)} />
          ))}
        </Stack>
      </Checkbox.Group>

      <Radio.Group
        label="Joined"
        value={filter.datePost}
        onChange={(value) => update({ datePost: value })}
      >
        <Stack gap={6} mt="xs">
          {DATE_POSTED.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>

      <Button
        variant="subtle"
        onClick={() => {
          setText({ keyword: '', location: '' });
          setDestination(DEFAULT_CANDIDATE_FILTER.destination);
          onChange(DEFAULT_CANDIDATE_FILTER);
        }}
      >
        Clear all filters
      </Button>
    </Stack>
  );
}
