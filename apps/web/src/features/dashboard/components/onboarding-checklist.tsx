import { Anchor, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';

export interface OnboardingStep {
  label: string;
  done: boolean;
  /** Where the step is done. */
  to: string;
  /** What the link says, e.g. "Edit your profile". */
  action: string;
}

/** First-run steps with their progress; each open step links to where it is done. */
export function OnboardingChecklist({ steps }: { steps: OnboardingStep[] }) {
  const done = steps.filter((step) => step.done).length;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="onboarding-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id="onboarding-title">
            Get started
          </Title>
          <Text size="sm" c="dimmed">
            {done} of {steps.length} done
          </Text>
        </Group>
        <Progress
          value={(done / steps.length) * 100}
          aria-label={`${done} of ${steps.length} steps done`}
        />
        <List spacing="sm" listStyleType="none" p={0} m={0}>
          {steps.map((step) => (
            <List.Item
              key={step.label}
              aria-label={`${step.label}: ${step.done ? 'done' : 'to do'}`}
            >
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon
                  size={24}
                  radius="xl"
                  variant={step.done ? 'filled' : 'default'}
                  aria-hidden
                  style={{ flex: 'none' }}
                >
                  {step.done ? <IconCheck size={16} /> : null}
                </ThemeIcon>
                <Stack gap={0}>
                  <Text
                    size="sm"
                    fw={600}
                    td={step.done ? 'line-through' : undefined}
                    c={step.done ? 'dimmed' : undefined}
                  >
                    {step.label}
                  </Text>
                  {!step.done && (
                    <Anchor component={Link} to={step.to} size="sm">
                      {step.action}
                    </Anchor>
                  )}
                </Stack>
              </Group>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Card>
  );
}
