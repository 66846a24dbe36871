import { IconBuildingSkyscraper, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Stack } from '../../../components/ui/layout';
import { List, ListItem, Paper, SimpleGrid, ThemeIcon } from '../../../components/ui/surfaces';
import { Text, Title } from '../../../components/ui/text';
import classes from './how-it-works.module.css';

const AGENT_STEPS = [
  'Create a free profile with the job types you do, your certifications and the towns you cover.',
  'Find jobs near you by type, pay and distance, and bookmark the ones you like.',
  'Apply with a short note, then agree on details with the company in messages.',
];

const COMPANY_STEPS = [
  'Create your company page and invite your team.',
  'Post a job with its location, pay and deadline; agents who cover the area can apply.',
  'Review applicants, shortlist, or invite agents you found in candidate search.',
];

function Track({ icon, title, steps }: { icon: ReactNode; title: string; steps: string[] }) {
  return (
    <Paper radius="lg" className={classes.track}>
      <Stack gap="md">
        <ThemeIcon size={44} radius="md">
          {icon}
        </ThemeIcon>
        <Title order={3}>{title}</Title>
        <List ordered spacing="sm">
          {steps.map((step) => (
            <ListItem key={step}>
              <Text size="sm">{step}</Text>
            </ListItem>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}

export function HowItWorks() {
  return (
    <SimpleGrid cols={1} smCols={2} spacing="lg">
      <Track icon={<IconUserCheck size={24} />} title="For field agents" steps={AGENT_STEPS} />
      <Track
        icon={<IconBuildingSkyscraper size={24} />}
        title="For companies"
        steps={COMPANY_STEPS}
      />
    </SimpleGrid>
  );
}
