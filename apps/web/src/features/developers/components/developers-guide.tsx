import { API_KEY_RATE_LIMIT } from '@fieldhire/contract/api-keys';
import {
  ActionIcon,
  Anchor,
  Code,
  CopyButton,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconBook, IconCheck, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The site's own address; the page renders only in the browser, but guard the server anyway. */
const siteOrigin = () =>
  typeof window === 'undefined' ? 'https://<site>' : window.location.origin;

function Topic({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={3} fz="md">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A command to copy: wraps on a narrow screen rather than scrolling the page. */
function Command({ value, label }: { value: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code
        block
        style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              onClick={copy}
              aria-label={copied ? 'Copied' : label}
            >
              {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * A typed client of the API in TypeScript, as @fieldhire/api-client builds its own: openapi-fetch
 * on the types openapi-typescript makes from the OpenAPI document.
 */
const typedClientExample = (origin: string) => `import createClient from 'openapi-fetch';
import type { paths } from './fieldhire-api';

const fieldhire = createClient<paths>({
  baseUrl: '${origin}',
  headers: { Authorization: \`Bearer \${process.env.FIELDHIRE_KEY}\` },
});

const { data } = await fieldhire.GET('/api/v1/work-orders/', {
  params: { query: { status: 'submitted' } },
});
for (const workOrder of data?.results ?? [])
  await fieldhire.POST('/api/v1/work-orders/{id}/approve/', {
    params: { path: { id: workOrder.id } },
    headers: { 'Idempotency-Key': \`approve-\${workOrder.id}\` },
  });`;

/** How a company's software calls the public API with a key. */
export function DevelopersGuide() {
  const origin = siteOrigin();
  const baseUrl = `${origin}/api/v1/`;
  const example = `curl -H "Authorization: Bearer $FIELDHIRE_KEY" ${baseUrl}jobs/?limit=20`;
  const generate = `npx openapi-typescript ${origin}/api/docs/json -o fieldhire-api.ts`;
  const typed = typedClientExample(origin);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="developers-guide">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="developers-guide">
            Developers guide
          </Title>
          <Text size="sm" c="dimmed">
            The public API answers in JSON and acts for your company with the scopes of the key it
            is called with: its jobs, applicants, work orders and payments.
          </Text>
        </Stack>
        <Topic title="Send the key">
          <Text size="sm">
            Send it on every request as <Code>Authorization: Bearer &lt;key&gt;</Code>, from your
            server only: never put it in a web page or a mobile app. Every address starts with{' '}
            <Code style={{ overflowWrap: 'anywhere' }}>{baseUrl}</Code>.
          </Text>
          <Command value={example} label="Copy the example request" />
        </Topic>
        <Topic title="Retry safely">
          <Text size="sm">
            <Code>POST</Code> requests take an <Code>Idempotency-Key</Code> header: a new unique
            value (a UUID) for each change you make. A retried request with the same key answers the
            same as the first and does nothing twice.
          </Text>
        </Topic>
        <Topic title="Rate limits">
          <Text size="sm">
            Each key may make {API_KEY_RATE_LIMIT} requests a minute. Every response carries{' '}
            <Code>RateLimit-Limit</Code>, <Code>RateLimit-Remaining</Code> and{' '}
            <Code>RateLimit-Reset</Code> (seconds until the window resets); past the limit the
            answer is <Code>429</Code> until then.
          </Text>
        </Topic>
        <Topic title="Paging">
          <List size="sm" spacing={4}>
            <List.Item>
              Lists take <Code>limit</Code> (1 to 100, 20 unless you say) and <Code>cursor</Code>.
            </List.Item>
            <List.Item>
              Each page answers <Code>next_cursor</Code>: send it as <Code>cursor</Code> for the
              next page. It is <Code>null</Code> on the last one.
            </List.Item>
          </List>
        </Topic>
        <Topic title="Typed client in TypeScript">
          <Text size="sm">
            Make the API’s types from its OpenAPI document with <Code>openapi-typescript</Code>,
            then call it with <Code>openapi-fetch</Code>: every path, parameter, body and answer is
            checked as you write it. This lists the company’s submitted work orders and approves
            each one, safe to run again:
          </Text>
          <Command value={generate} label="Copy the command that makes the types" />
          <Command value={typed} label="Copy the client example" />
        </Topic>
        <Anchor href="/api/docs" size="sm" fw={600} w="fit-content">
          <Group gap={6} component="span" wrap="nowrap">
            <IconBook size={16} aria-hidden />
            API reference
          </Group>
        </Anchor>
      </Stack>
    </Paper>
  );
}
