import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Loading page' }: { label?: string }) {
  return (
    <Center py={96} role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  );
}
