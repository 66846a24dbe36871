import { ScheduleLabel } from './schedule-label';
import { formatDuration, type ScheduleValue } from './schedule-text';
import { DeliverablesList } from './work-terms-deliverables';
import { formatOpenings, type DeliverableTerms } from './work-terms-text';
import { LabeledFact } from './labeled-fact';
import { Stack } from './ui/layout';
import { SimpleGrid } from './ui/surfaces';
import { Text, Title } from './ui/text';

export interface WorkTerms {
  /** Left out where openings mean nothing (a single work order). */
  openings?: number;
  filled?: number;
  schedule: ScheduleValue | null;
  duration_minutes: number | null;
  deliverables: readonly (DeliverableTerms & { id: string })[];
}

interface WorkTermsSummaryProps {
  terms: WorkTerms;
  title?: string;
  /** Id of the heading, unique on the page. */
  headingId?: string;
  /** The site's state: the schedule is given on its clocks. */
  siteState?: string;
}

/** Openings, schedule, expected duration and the deliverables of a job or a work order. */
export function WorkTermsSummary({
  terms,
  title = 'The work',
  headingId = 'work-terms',
  siteState,
}: WorkTermsSummaryProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId}>
        {title}
      </Title>
      <SimpleGrid cols={1} smCols={3} spacing="lg">
        {terms.openings !== undefined && (
          <LabeledFact label="Openings">
            {formatOpenings(terms.openings, terms.filled ?? 0)}
          </LabeledFact>
        )}
        <LabeledFact label="Schedule">
          {terms.schedule ? (
            <ScheduleLabel schedule={terms.schedule} siteState={siteState} />
          ) : (
            'No set time'
          )}
        </LabeledFact>
        <LabeledFact label="Expected duration">
          {terms.duration_minutes ? formatDuration(terms.duration_minutes) : 'Not given'}
        </LabeledFact>
      </SimpleGrid>
      <Stack gap={6}>
        <Text size="xs" c="dimmed" fw={600} style={{ textTransform: 'uppercase' }}>
          What to hand in
        </Text>
        <DeliverablesList
          deliverables={terms.deliverables}
          emptyText="The company lists no photos, documents or questions."
        />
      </Stack>
    </Stack>
  );
}
