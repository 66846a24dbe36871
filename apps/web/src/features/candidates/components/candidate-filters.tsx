import { CATEGORIES, DATE_POSTED, EXPERIENCES, GENDERS } from '@fieldhire/contract/constants';
import { Button, MultiSelect, Select, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { KeywordLocationInputs } from '../../../components/keyword-location-inputs';
import { CheckboxFilter, RadioFilter } from '../../../components/option-filter';
import { DistanceFilter } from '../../../components/range-filter';
import { AGENT_VERIFIED_OPTIONS } from '../../../components/verified-badges';
import { useReferenceOptions } from '../../../lib/reference-data';
import { DEFAULT_CANDIDATE_FILTER, type CandidateFilterState } from '../candidate-filter-params';
import { experienceLabel } from '../../../lib/experience-label';

interface CandidateFiltersProps {
  filter: CandidateFilterState;
  onChange: (next: CandidateFilterState) => void;
  /** The server's message when the searched location cannot be found. */
  locationError?: string | null;
}

export function CandidateFilters({ filter, onChange, locationError }: CandidateFiltersProps) {
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
          <KeywordLocationInputs
            keywordPlaceholder="Name, skill, headline…"
            value={text}
            onChange={(patch) => setText({ ...text, ...patch })}
            locationError={locationError}
            onLocate={(location) => {
              setText({ ...text, location });
              update({ ...text, location, sort: 'distance' });
            }}
          />
          <Button type="submit">Search</Button>
        </Stack>
      </form>

      <DistanceFilter
        hasLocation={Boolean(filter.location)}
        max={DEFAULT_CANDIDATE_FILTER.destination[1]}
        mb="lg"
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

      <CheckboxFilter
        label="Experience"
        options={EXPERIENCES.map((value) => ({ value, label: experienceLabel(value) }))}
        value={filter.experiences}
        onChange={(value) => update({ experiences: value })}
      />

      <CheckboxFilter
        label="Verified by Fieldhire"
        options={AGENT_VERIFIED_OPTIONS}
        value={filter.verified}
        onChange={(value) => update({ verified: value })}
      />

      <RadioFilter
        label="Joined"
        options={DATE_POSTED}
        value={filter.datePost}
        onChange={(value) => update({ datePost: value })}
      />

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
