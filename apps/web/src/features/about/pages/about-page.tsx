import { Container, Divider, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { DataSources } from '../components/data-sources';

export function AboutPage() {
  usePageTitle('About');
  return (
    <Container size={760} py={{ base: 40, sm: 64 }}>
      <Stack gap="xl">
        <Stack gap="md">
          <Title order={1}>About Fieldhire</Title>
          <Text size="lg">
            Fieldhire is a job marketplace for field-service work: property and insurance
            inspections, notary and loan signings, property preservation, mystery shopping and other
            jobs that someone has to do on site.
          </Text>
          <Text>
            Companies post jobs with a location, pay and deadline. Field agents keep a profile with
            the job types they do, their certifications and the towns they cover, so they can find
            work nearby and companies can find them. Applications, invitations and messages all
            happen in one place.
          </Text>
        </Stack>

        <Stack component="section" gap="sm" aria-labelledby="about-agents">
          <Title order={2} id="about-agents">
            Who it is for
          </Title>
          <Text>
            <strong>Field agents</strong> are independent inspectors, notaries, signing agents,
            preservation crews, mystery shoppers and photographers looking for steady work in their
            area. <strong>Companies</strong> are the inspection firms, title and mortgage companies,
            asset managers and research agencies that need that work done.
          </Text>
        </Stack>

        <Divider />

        <Stack component="section" gap="sm" aria-labelledby="data-sources">
          <Title order={2} id="data-sources">
            Data sources
          </Title>
          <Text>
            Locations, distances and coverage areas on Fieldhire are built from these open data
            sets. We are grateful to their authors.
          </Text>
          <DataSources />
        </Stack>
      </Stack>
    </Container>
  );
}
