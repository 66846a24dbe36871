import {
  MY_JOB_SORTS,
  MY_JOB_STATUS_FILTERS,
  type MyJobSort,
  type MyJobStatusFilter,
} from '@fieldhire/contract/jobs';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { MyJobsView } from '../api/my-jobs-view';

const STATUS_LABELS: Record<MyJobStatusFilter, string> = {
  all: 'All jobs',
  open: 'Open',
  closed: 'Closed',
  filled: 'Filled',
};
const SORT_LABELS: Record<MyJobSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  title: 'Title (A–Z)',
  applicants: 'Most applicants',
};

interface MyJobsFiltersProps {
  view: MyJobsView;
  onChange: (change: Partial<MyJobsView>) => void;
}

export function MyJobsFilters({ view, onChange }: MyJobsFiltersProps) {
  const [keyword, setKeyword] = useState(view.keyword);
  const search = useDebouncedCallback((value: string) => onChange({ keyword: value.trim() }), 300);
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <TextInput
        label="Search"
        placeholder="Title or city"
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={keyword}
        onChange={(event) => {
          setKeyword(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
      />
      <Select
        label="Status"
        data={MY_JOB_STATUS_FILTERS.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        value={view.status}
        allowDeselect={false}
        onChange={(value) => value && onChange({ status: value as MyJobStatusFilter })}
      />
      <Select
        label="Sort by"
        data={MY_JOB_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }))}
        value={view.sort}
        allowDeselect={false}
        onChange={(value) => value && onChange({ sort: value as MyJobSort })}
      />
    </SimpleGrid>
  );
}
