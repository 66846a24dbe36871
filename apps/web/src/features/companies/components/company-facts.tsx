import type { Company } from '@fieldhire/contract/companies';
import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { placeLabel, sizeLabel, websiteLabel } from '../company-labels';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** Contact details and profile facts; rows the company left empty are left out. */
export function CompanyFacts({ company }: { company: Company }) {
  const place = placeLabel(company);
  const facts: { label: string; value: ReactNode }[] = [];
  if (company.website)
    facts.push({
      label: 'Website',
      value: (
        <Anchor href={company.website} target="_blank" rel="noopener noreferrer nofollow">
          {websiteLabel(company.website)}
        </Anchor>
      ),
    });
  if (company.email)
    facts.push({
      label: 'Email',
      value: <Anchor href={`mailto:${company.email}`}>{company.email}</Anchor>,
    });
  if (company.phone)
    facts.push({
      label: 'Phone',
      value: <Anchor href={`tel:${company.phone.replace(/[^\d+]/g, '')}`}>{company.phone}</Anchor>,
    });
  if (company.category) facts.push({ label: 'Category', value: company.category });
  if (company.size) facts.push({ label: 'Company size', value: sizeLabel(company.size) });
  if (company.founded_year) facts.push({ label: 'Founded', value: company.founded_year });
  if (place) facts.push({ label: 'Location', value: place });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-details">
      <Title order={2} fz="lg" id="company-details" mb="md">
        Details
      </Title>
      {facts.length === 0 ? (
        <Text size="sm" c="dimmed">
          This company has not added its details yet.
        </Text>
      ) : (
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" m={0}>
          {facts.map((fact) => (
            <Fact key={fact.label} label={fact.label}>
              {fact.value}
            </Fact>
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
