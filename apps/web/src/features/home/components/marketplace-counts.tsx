import { groupDigits } from '@fieldhire/contract/group-digits';
import { Group } from '../../../components/ui/layout';
import { Skeleton } from '../../../components/ui/surfaces';
import { Text } from '../../../components/ui/text';
import { useHomeInfo } from '../api/home-api';

/** The size of the marketplace under the hero; nothing when it cannot be loaded. */
export function MarketplaceCounts() {
  const home = useHomeInfo();
  if (home.isPending) return <Skeleton height={24} width={360} radius="sm" />;
  if (home.isError) return null;
  const { jobs, companies, candidates } = home.data.counts;
  const items = [
    { value: jobs, label: 'open jobs' },
    { value: companies, label: 'companies' },
    { value: candidates, label: 'field agents' },
  ];
  return (
    <Group
      gap="lg"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      aria-label="Fieldhire in numbers"
    >
      {items.map((item) => (
        <Text component="li" key={item.label} size="sm" c="dark.6">
          <Text component="span" fw={700} c="dark.9">
            {groupDigits(item.value)}
          </Text>{' '}
          {item.label}
        </Text>
      ))}
    </Group>
  );
}
