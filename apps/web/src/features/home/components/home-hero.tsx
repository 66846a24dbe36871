import {
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { MarketplaceCounts } from './marketplace-counts';
import classes from './home-hero.module.css';

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  const navigate = useNavigate();
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, sm: 80 }}>
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
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const params = new URLSearchParams();
            for (const key of ['keyword', 'location']) {
              const raw = form.get(key);
              const value = typeof raw === 'string' ? raw.trim() : '';
              if (value) params.set(key, value);
            }
            void navigate(`/jobs${params.size ? `?${params.toString()}` : ''}`);
          }}
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          mt={{ base: 32, sm: 48 }}
          shadow="sm"
          aria-labelledby="job-search-title"
        >
          <Text id="job-search-title" fw={600} mb="sm">
            Search jobs
          </Text>
          <fieldset className={classes.fieldset}>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
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
    </Box>
  );
}
