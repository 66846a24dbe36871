import { CATEGORIES, DATE_POSTED, EXPERIENCES, SKILL_TAGS } from '@fieldhire/contract/constants';
import {
  Button,
  Checkbox,
  Input,
  MultiSelect,
  Radio,
  RangeSlider,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { JobList } from '@fieldhire/contract/jobs';
import { useJobTypes } from '../../../lib/job-types';
import { DEFAULT_FILTER, type JobFilterState } from '../job-filter-params';

interface JobFiltersProps {
  filter: JobFilterState;
  facets: JobList['facets'] | undefined;
  onChange: (next: JobFilterState) => void;
}

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function JobFilters({ filter, facets, onChange }: JobFiltersProps) {
  const jobTypes = useJobTypes();
  const [text, setText] = useState({
    keyword: filter.keyword,
    location: filter.location,
    tag: filter.tag,
  });
  const [destination, setDestination] = useState(filter.destination);
  const [salary, setSalary] = useState(filter.salary);
  const update = (patch: Partial<JobFilterState>) => onChange({ ...filter, ...patch, page: 0 });

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    update(text);
  };

  return (
    <Stack gap="lg" component="section" aria-label="Filters">
      <form onSubmit={submitText}>
        <Stack gap="sm">
          <TextInput
            label="Keyword"
            placeholder="Inspection, notary, photos…"
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
          <Select
            label="Tag"
            placeholder="Any tag"
            data={[...SKILL_TAGS]}
            clearable
            searchable
            value={text.tag || null}
            onChange={(value) => {
              setText({ ...text, tag: value ?? '' });
              update({ ...text, tag: value ?? '' });
            }}
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
          min={0}
          max={100}
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
        data={CATEGORIES.map((value) => ({
          value,
          label: withCount(value, facets?.category[value]),
        }))}
        value={filter.category || null}
        onChange={(value) => update({ category: value ?? '' })}
      />

      <MultiSelect
        label="Job type"
        placeholder={filter.jobType.length ? undefined : 'Any job type'}
        searchable
        clearable
        data={(jobTypes.data ?? []).map((option) => ({
          value: option.value,
          label: withCount(option.label, facets?.job_type[option.value]),
        }))}
        value={filter.jobType}
        onChange={(value) => update({ jobType: value })}
      />

      <Radio.Group
        label="Date posted"
        value={filter.datePosted}
        onChange={(value) => update({ datePosted: value })}
      >
        <Stack gap={6} mt="xs">
          {DATE_POSTED.map((option) => (
            <Radio
              key={option.value}
              value={option.value}
              label={withCount(option.label, facets?.date_posted[option.value])}
            />
          ))}
        </Stack>
      </Radio.Group>

      <Checkbox.Group
        label="Experience"
        value={filter.experience}
        onChange={(value) => update({ experience: value })}
      >
        <Stack gap={6} mt="xs">
          {EXPERIENCES.map((value) => (
            <Checkbox
              key={value}
              value={value}
              label={withCount(value, facets?.experience[value])}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      <Input.Wrapper label="Pay ($)">
        <RangeSlider
          mt="xs"
          min={0}
          max={20000}
          step={50}
          minRange={50}
          value={salary}
          onChange={setSalary}
          onChangeEnd={(value) => update({ salary: value })}
          thumbFromLabel="Minimum pay"
          thumbToLabel="Maximum pay"
          label={(value) => (value >= 20000 ? '$20,000+' : `$${value.toLocaleString('en-US')}`)}
        />
      </Input.Wrapper>

      <Button
        variant="subtle"
        onClick={() => {
          setText({ keyword: '', location: '', tag: '' });
          setDestination(DEFAULT_FILTER.destination);
          setSalary(DEFAULT_FILTER.salary);
          onChange(DEFAULT_FILTER);
        }}
      >
        Clear all filters
      </Button>
      <Text size="xs" c="dimmed">
        Pay matches jobs whose range overlaps yours; the top of the slider means $20,000 and up.
      </Text>
    </Stack>
  );
}
