import { Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { StatusPage } from '../../../components/status-page';
import { RequireCompany, type CompanyViewer } from '../../../components/require-company';
import { errorMessage } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCompany } from '../../../lib/company-query';
import { useSaveCompany } from '../api/companies-api';
import { companyFormData } from '../company-form-values';
import { companyPath } from '@fieldhire/contract/company-path';
import { CompanyForm } from '../components/company-form';

function CreateCompany() {
  const save = useSaveCompany(null);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Create your company
        </Title>
        <Text c="dimmed">
          Your company profile is what field agents see next to your jobs. You will be its owner.
        </Text>
      </Stack>
      <CompanyForm
        saving={save.isPending}
        error={save.error}
        onSubmit={(values) =>
          save.mutate(companyFormData(values), {
            onSuccess: () => notifications.show({ message: 'Company created.' }),
          })
        }
      />
    </Stack>
  );
}

function EditCompany({ companyId }: { companyId: number }) {
  const company = useCompany(companyId);
  const save = useSaveCompany(companyId);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz={28}>
            Company profile
          </Title>
          <Text c="dimmed">Shown to field agents on your company page and next to your jobs.</Text>
        </Stack>
        <Group gap="xs">
          <Button
            component={Link}
            to="/employer/team"
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            Team
          </Button>
          <Button
            component={Link}
            to={companyPath(companyId)}
            variant="default"
            rightSection={<IconExternalLink size={16} aria-hidden />}
          >
            View public page
          </Button>
        </Group>
      </Group>
      {company.isPending && <Skeleton height={560} radius="md" aria-label="Loading company" />}
      {company.isError && (
        <ErrorState
          message={errorMessage(company.error)}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      )}
      {company.data && (
        <CompanyForm
          key={company.dataUpdatedAt}
          company={company.data}
          saving={save.isPending}
          error={save.error}
          onSubmit={(values) =>
            save.mutate(companyFormData(values), {
              onSuccess: () => notifications.show({ message: 'Company saved.' }),
            })
          }
        />
      )}
    </Stack>
  );
}

function CompanyEditor({ viewer }: { viewer: CompanyViewer }) {
  if (viewer.company.role === 'member') {
    return (
      <StatusPage
        eyebrow={viewer.company.name}
        title="Only owners and admins edit the company"
        actions={
          <>
            <Button component={Link} to={companyPath(viewer.company.id)}>
              View company page
            </Button>
            <Button component={Link} to="/employer/team" variant="default">
              See your team
            </Button>
          </>
        }
      >
        Ask an owner or admin of {viewer.company.name} to change the company profile.
      </StatusPage>
    );
  }
  return <EditCompany companyId={viewer.company.id} />;
}

export function CompanyEditorPage() {
  usePageTitle('Company profile');
  return (
    <Container size="md" py="xl">
      <RequireCompany
        reason="Company profiles belong to company accounts. Field agents edit their own profile instead."
        withoutCompany={<CreateCompany />}
      >
        {(viewer) => <CompanyEditor viewer={viewer} />}
      </RequireCompany>
    </Container>
  );
}
