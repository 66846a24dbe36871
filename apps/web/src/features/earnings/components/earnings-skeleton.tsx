import { Grid, Skeleton, Stack } from '@mantine/core';

export function EarningsSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-label="Loading your earnings">
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Skeleton height={196} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Skeleton height={112} radius="md" />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <Skeleton height={112} radius="md" />
        </Grid.Col>
      </Grid>
      <Stack gap="xs">
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={56} radius="md" />
        ))}
      </Stack>
    </Stack>
  );
}
