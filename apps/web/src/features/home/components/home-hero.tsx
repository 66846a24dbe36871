import { IconMapPin, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/inputs';
import { Group, Stack } from '../../../components/ui/layout';
import { Container, Paper, SimpleGrid } from '../../../components/ui/surfaces';
import { Text, Title } from '../../../components/ui/text';
import { MarketplaceCounts } from './marketplace-counts';
import classes from './home-hero.module.css';

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <div className={classes.hero}>
      <Container size="lg" className={classes.content}>
        <Stack gap="lg" maw={720}>
          <Title order={1} className={classes.title}>
            Field-service work, close to where you are.
          </Title>
          <Text size="lg" c="dark.6" maw={620}>
            Fieldhire connects companies that need inspections, notary signings, property
            preservation and mystery shops with independent field agents who cover their area.
          </Text>
          <MarketplaceCounts />
          {!signedIn && (
            <Group gap="sm">
              <Button component={Link} to="/jobs" size="md">
                Find field work
              </Button>
              <Button component={Link} to="/signup?role=employer" size="md" variant="default">
                Hire field agents
              </Button>
            </Group>
          )}
        </Stack>

        <Paper
          component="form"
          onSubmit={(event: FormEvent<HTMLElement>) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget as HTMLFormElement);
            const params = new URLSearchParams();
            for (const key of ['keyword', 'location']) {
              const raw = form.get(key);
              const value = typeof raw === 'string' ? raw.trim() : '';
              if (value) params.set(key, value);
            }
            void navigate(`/jobs${params.size ? `?${params.toString()}` : ''}`);
          }}
          radius="lg"
          shadow="sm"
          className={classes.search}
          aria-labelledby="job-search-title"
        >
          <Text id="job-search-title" fw={600} mb="sm">
            Search jobs
          </Text>
          <fieldset className={classes.fieldset}>
            <SimpleGrid cols={1} smCols={3} spacing="sm">
              <TextInput
                name="keyword"
                label="Keyword"
                placeholder="Inspection, notary, photos…"
                leftSection={<IconSearch size={16} aria-hidden />}
              />
              <TextInput
                name="location"
                label="City, state or ZIP"
                placeholder="Austin, TX"
                leftSection={<IconMapPin size={16} aria-hidden />}
              />
              <Button type="submit" size="md" className={classes.submit}>
                Search jobs
              </Button>
            </SimpleGrid>
          </fieldset>
        </Paper>
      </Container>
    </div>
  );
}
