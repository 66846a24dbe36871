import type { UserInfo } from '@fieldhire/contract/accounts';
import { Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { ViewerGate } from '../../../components/viewer-gate';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOwnProfile } from '../api/profile-api';
import { ProfileForm } from '../components/profile-form';

function ProfileEditor({ viewer }: { viewer: UserInfo }) {
  const profile = useOwnProfile(viewer.id);
  const isAgent = viewer.role === 'candidate';

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} fz={28}>
              Your profile
            </Title>
            <Text c="dimmed">
              {isAgent
                ? 'Companies see this when they look for field agents in your area.'
                : 'Field agents see your name and photo when you message or invite them.'}
            </Text>
          </div>
          {isAgent && (
            <Anchor component={Link} to={`/candidates/${viewer.username}`} size="sm">
              <Group gap={4} component="span">
                View public profile
                <IconArrowRight size={14} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Group>
        {profile.isPending && (
          <Stack gap="lg" aria-busy="true" aria-label="Loading your profile">
            <Skeleton height={360} radius="md" />
            {isAgent && <Skeleton height={420} radius="md" />}
          </Stack>
        )}
        {profile.isError && (
          <ErrorState
            title="Your profile could not be loaded"
            message={errorMessage(profile.error)}
            onRetry={() => void profile.refetch()}
            retrying={profile.isFetching}
          />
        )}
        {profile.data && <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />}
      </Stack>
    </Container>
  );
}

export function ProfilePage() {
  usePageTitle('Your profile');
  return <ViewerGate>{(viewer) => <ProfileEditor viewer={viewer} />}</ViewerGate>;
}
