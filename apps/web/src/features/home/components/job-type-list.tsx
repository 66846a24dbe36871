import { IconBriefcase } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Badge, Paper, SimpleGrid, Skeleton } from '../../../components/ui/surfaces';
import { Text, VisuallyHidden } from '../../../components/ui/text';
import { errorMessage } from '../../../lib/error-message';
import { Link } from 'react-router';
import { useHomeInfo } from '../api/home-api';
import classes from './job-type-list.module.css';
import { plural } from '../../../lib/plural';
import { groupDigits } from '@fieldhire/contract/group-digits';

const GRID_COLS = { cols: 2, smCols: 3, mdCols: 4 };
const SKELETON_COUNT = 12;

export function JobTypeList() {
  const home = useHomeInfo();

  if (home.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading job types</VisuallyHidden>
        <SimpleGrid {...GRID_COLS} spacing="sm">
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <Skeleton key={index} height={54} />
          ))}
        </SimpleGrid>
      </div>
    );
  }

  if (home.isError) {
    return (
      <ErrorState
        title="Could not load job types"
        message={errorMessage(home.error)}
        onRetry={() => void home.refetch()}
        retrying={home.isFetching}
      />
    );
  }

  const jobTypes = home.data.job_types;
  if (jobTypes.length === 0) {
    return (
      <Paper radius="md">
        <EmptyState
          icon={<IconBriefcase size={24} />}
          title="No job types yet"
          description="The catalogue of job types is empty. Check back soon."
        />
      </Paper>
    );
  }

  return (
    <SimpleGrid component="ul" {...GRID_COLS} spacing="sm" className={classes.list}>
      {jobTypes.map((jobType) => (
        <li key={jobType.id}>
          <Paper
            component={Link}
            to={`/jobs?jobType=${jobType.id}`}
            aria-label={`${jobType.name}, ${plural(jobType.count, 'open job')}`}
            radius="md"
            py="sm"
            className={classes.item}
          >
            <span className={classes.dot} aria-hidden />
            <Text size="sm" fw={500} style={{ lineHeight: 1.3, flex: 1 }}>
              {jobType.name}
            </Text>
            <Badge variant="light" color="gray" radius="sm" aria-hidden>
              {groupDigits(jobType.count)}
            </Badge>
          </Paper>
        </li>
      ))}
    </SimpleGrid>
  );
}
