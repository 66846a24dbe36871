import { IconMapPin, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { LocateMeButton } from '../../../components/locate-me-button';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/ui/inputs';
import { Group, Stack } from '../../../components/ui/layout';
import { Container, Paper, SimpleGrid } from '../../../components/ui/surfaces';
import { Text, Title } from '../../../components/ui/text';
import { MarketplaceCounts } from './marketplace-counts';
import classes from './home-hero.module.css';

const SEARCH_FORM = 'home-job-search';

/** The job list's address for a search from the hero's fields. */
function jobSearchPath(form: HTMLFormElement, near?: string) {
  const fields = new FormData(form);
  const params = new URLSearchParams();
  for (const key of ['keyword', 'location']) {
    const raw = key === 'location' && near !== undefined ? near : fields.get(key);
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value) params.set(key, value);
  }
  if (near !== undefined) params.set('sort', 'distance');
  return `/jobs${params.size ? `?${params.toString()}` : ''}`;
}

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
          id={SEARCH_FORM}
          onSubmit={(event: FormEvent<HTMLElement>) => {
            event.preventDefault();
            void navigate(jobSearchPath(event.currentTarget as HTMLFormElement));
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
          <LocateMeButton
            className={classes.locate}
            onLocate={(place) => {
              const form = document.getElementById(SEARCH_FORM);
              if (form instanceof HTMLFormElement) void navigate(jobSearchPath(form, place));
            }}
          />
        </Paper>
      </Container>
    </div>
  );
}
