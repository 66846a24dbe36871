import type { ReactNode } from 'react';
import { Stack } from '../../../components/ui/layout';
import { Container } from '../../../components/ui/surfaces';
import { Text, Title } from '../../../components/ui/text';
import { usePageTitle } from '../../../lib/use-page-title';
import { HomeHero } from '../components/home-hero';
import { HowItWorks } from '../components/how-it-works';
import { JobTypeList } from '../components/job-type-list';
import { JobsByTypeRows } from '../components/jobs-by-type';
import { RecentJobs } from '../components/recent-jobs';
import { TopCompanies } from '../components/top-companies';
import classes from './home-page.module.css';

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="lg" aria-labelledby={id}>
      <Stack gap={4}>
        <Title order={2} id={id}>
          {title}
        </Title>
        <Text c="dimmed">{intro}</Text>
      </Stack>
      {children}
    </Stack>
  );
}

export function HomePage({ signedIn }: { signedIn: boolean }) {
  usePageTitle();
  return (
    <>
      <HomeHero signedIn={signedIn} />
      <Container size="lg" className={classes.sections}>
        <Stack gap={64}>
          <Section
            id="job-types-title"
            title="Browse by job type"
            intro="The kinds of field work companies hire for on Fieldhire."
          >
            <JobTypeList />
          </Section>
          <Section
            id="recent-jobs-title"
            title="Recently posted"
            intro="The newest field work near and far; open one to see the details and apply."
          >
            <RecentJobs />
          </Section>
          <Section
            id="jobs-by-type-title"
            title="Popular kinds of work"
            intro="The newest openings in the job types with the most work right now."
          >
            <JobsByTypeRows />
          </Section>
          <Section
            id="top-companies-title"
            title="Companies hiring"
            intro="The companies with the most open field work right now."
          >
            <TopCompanies />
          </Section>
          <Section
            id="how-it-works-title"
            title="How it works"
            intro="One place for the companies that need work done on site and the agents who do it."
          >
            <HowItWorks />
          </Section>
        </Stack>
      </Container>
    </>
  );
}
