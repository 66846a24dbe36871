import type { InviteJob } from '@fieldhire/contract/candidates';
import {
  Badge,
  Combobox,
  Group,
  InputBase,
  Loader,
  ScrollArea,
  Stack,
  Text,
  useCombobox,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { useInviteJobs } from '../api/candidates-api';

const MORE = '__more__';

export const inviteJobLabel = (job: InviteJob) => `${job.title} · ${job.city}, ${job.state}`;

function JobOption({ job }: { job: InviteJob }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {job.title}
      </Text>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {job.city}, {job.state}
          {job.distance !== null && ` · ${job.distance} mi away`}
        </Text>
        {job.applied && (
          <Badge size="xs" variant="light" color="teal">
            Already applied
          </Badge>
        )}
        {job.invited && (
          <Badge size="xs" variant="light" color="gray">
            Already invited
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

interface InviteJobPickerProps {
  username: string;
  value: InviteJob | null;
  onChange: (job: InviteJob | null) => void;
  error?: string;
}

/** Searchable list of the company's open jobs, nearest the agent first, loaded 20 at a time. */
export function InviteJobPicker({ username, value, onChange, error }: InviteJobPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [typing, setTyping] = useState(false);
  const [q] = useDebouncedValue(typing ? search.trim() : '', 250);
  const jobs = useInviteJobs(username, q);
  const loaded = jobs.data?.pages.flatMap((page) => page.results) ?? [];
  const count = jobs.data?.pages[0]?.count ?? 0;

  const options = loaded.map((job) => (
    <Combobox.Option
      value={String(job.id)}
      key={job.id}
      active={job.id === value?.id}
      aria-label={[
        inviteJobLabel(job),
        job.distance !== null && `${job.distance} mi away`,
        job.applied && 'already applied',
        job.invited && 'already invited',
      ]
        .filter(Boolean)
        .join(', ')}
    >
      <JobOption job={job} />
    </Combobox.Option>
  ));

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        if (id === MORE) {
          void jobs.fetchNextPage();
          return;
        }
        const job = loaded.find((candidate) => String(candidate.id) === id) ?? null;
        onChange(job);
        setSearch(job ? inviteJobLabel(job) : '');
        setTyping(false);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <InputBase
          label="Job"
          description={
            count > loaded.length
              ? `Nearest ${loaded.length} of ${count} open jobs; type to search by title.`
              : 'Your open jobs, nearest the agent first.'
          }
          placeholder="Search your open jobs by title"
          required
          value={search}
          error={error}
          rightSection={jobs.isFetching ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setSearch(value ? inviteJobLabel(value) : '');
            setTyping(false);
          }}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setTyping(true);
            if (value) onChange(null);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options>
          <ScrollArea.Autosize mah={280} type="scroll">
            {jobs.isError && <Combobox.Empty>{errorMessage(jobs.error)}</Combobox.Empty>}
            {jobs.isPending && <Combobox.Empty>Loading your jobs…</Combobox.Empty>}
            {jobs.isSuccess && loaded.length === 0 && (
              <Combobox.Empty>
                {q ? `No open job title contains “${q}”.` : 'You have no open jobs.'}
              </Combobox.Empty>
            )}
            {options}
            {jobs.hasNextPage && (
              <Combobox.Option value={MORE} disabled={jobs.isFetchingNextPage}>
                <Text size="sm" c="blue">
                  {jobs.isFetchingNextPage
                    ? 'Loading more jobs…'
                    : `Show more jobs (${count - loaded.length} more)`}
                </Text>
              </Combobox.Option>
            )}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
