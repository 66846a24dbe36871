import { CATEGORIES, DATE_POSTED, EXPERIENCES, SKILL_TAGS } from '@fieldhire/contract/constants';
import { useState, type FormEvent } from 'react';
import type { JobList } from '@fieldhire/contract/jobs';
import { KeywordLocationInputs } from '../../../components/keyword-location-inputs';
import { CheckboxFilter, RadioFilter } from '../../../components/option-filter';
import { DistanceFilter, RangeFilter } from '../../../components/range-filter';
import { Button } from '../../../components/ui/button';
import { NativeSelect } from '../../../components/ui/inputs';
import { Stack } from '../../../components/ui/layout';
import { Text } from '../../../components/ui/text';
import { useGeoStates } from '../../../lib/geo';
import { useJobTypes } from '../../../lib/job-types';
import { DEFAULT_FILTER, placeOf, type JobFilterState } from '../job-filter-params';
import { groupDigits } from '@fieldhire/contract/group-digits';

interface JobFiltersProps {
  filter: JobFilterState;
  facets: JobList['facets'] | undefined;
  onChange: (next: JobFilterState) => void;
  locationError?: string | null;
}

// Native selects and checkboxes rather than dropdowns: the page carries no popover code, a phone
// opens its own picker, and the server's markup is the page's until the first click.

/** Job types shown before "Show all". */
const JOB_TYPES_SHOWN = 6;

const withCount = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

export function JobFilters({ filter, facets, onChange, locationError }: JobFiltersProps) {
  const jobTypes = useJobTypes();
  const states = useGeoStates();
  const [text, setText] = useState({
    keyword: filter.keyword,
    location: placeOf(filter),
    tag: filter.tag,
  });
  const wanted = filter.location_state.trim().toUpperCase();
  const stateFips =
    states.data?.find((state) => state.fips === wanted || state.usps === wanted)?.fips ?? null;
  const [destination, setDestination] = useState(filter.destination);
  const [salary, setSalary] = useState(filter.salary);
  const update = (patch: Partial<JobFilterState>) => onChange({ ...filter, ...patch, page: 0 });

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    update({ ...text, location_city_zip: '' });
  };

  return (
    <Stack gap="lg" component="section" aria-label="Filters">
      <form onSubmit={submitText}>
        <Stack gap="sm">
          <KeywordLocationInputs
            keywordPlaceholder="Inspection, notary, photos…"
            value={text}
            onChange={(patch) => setText({ ...text, ...patch })}
            locationError={locationError}
            onLocate={(location) => {
              setText({ ...text, location });
              update({ ...text, location, location_city_zip: '', sort: 'distance' });
            }}
          />
          <NativeSelect
            label="Tag"
            data={[{ value: '', label: 'Any tag' }, ...SKILL_TAGS]}
            value={text.tag}
            onChange={(event) => {
              const tag = event.currentTarget.value;
              setText({ ...text, tag });
              update({ ...text, tag });
            }}
          />
          <Button type="submit">Search</Button>
        </Stack>
      </form>

      <DistanceFilter
        hasLocation={Boolean(placeOf(filter))}
        max={100}
        value={destination}
        onChange={setDestination}
        onChangeEnd={(value) => update({ destination: value })}
      />

      <NativeSelect
        label="State"
        data={[
          { value: '', label: states.isError ? 'States could not be loaded' : 'All states' },
          ...(states.data ?? []).map((state) => ({ value: state.fips, label: state.name })),
        ]}
        value={stateFips ?? ''}
        onChange={(event) => update({ location_state: event.currentTarget.value })}
      />

      <NativeSelect
        label="Category"
        data={[
          { value: '', label: 'All categories' },
          ...CATEGORIES.map((value) => ({
            value,
            label: withCount(value, facets?.category[value]),
          })),
        ]}
        value={filter.category}
        onChange={(event) => update({ category: event.currentTarget.value })}
      />

      <CheckboxFilter
        label="Job type"
        options={(jobTypes.data ?? []).map((option) => ({
          value: option.value,
          label: withCount(option.label, facets?.job_type[option.value]),
        }))}
        shown={JOB_TYPES_SHOWN}
        pluralLabel="job types"
        value={filter.jobType}
        onChange={(value) => update({ jobType: value })}
      />

      <RadioFilter
        label="Date posted"
        options={DATE_POSTED.map((option) => ({
          value: option.value,
          label: withCount(option.label, facets?.date_posted[option.value]),
        }))}
        value={filter.datePosted}
        onChange={(value) => update({ datePosted: value })}
      />

      <CheckboxFilter
        label="Experience"
        options={EXPERIENCES.map((value) => ({
          value,
          label: withCount(value, facets?.experience[value]),
        }))}
        value={filter.experience}
        onChange={(value) => update({ experience: value })}
      />

      <RangeFilter
        label="Pay ($)"
        min={0}
        max={20000}
        step={50}
        minRange={50}
        value={salary}
        onChange={setSalary}
        onChangeEnd={(value) => update({ salary: value })}
        thumbFromLabel="Minimum pay"
        thumbToLabel="Maximum pay"
        valueLabel={(value) => (value >= 20000 ? '$20,000+' : `$${groupDigits(value)}`)}
      />

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
