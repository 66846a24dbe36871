import { Skeleton, Stack } from '@mantine/core';

export function WorkListSkeleton({ label = 'Loading work orders' }: { label?: string }) {
  return (
    <Stack gap="sm" role="status" aria-label={label}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={112} radius="md" />
      ))}
    </Stack>
  );
}
