import {
  Anchor,
  Code,
  CopyButton,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** A receiver in Express that checks each delivery's signature, as a company would write it. */
const VERIFY_EXAMPLE = `import express from 'express';
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.FIELDHIRE_WEBHOOK_SECRET!); // whsec_…
const app = express();
app.post('/fieldhire/events', express.text({ type: 'application/json' }), (req, res) => {
  try {
    const event = webhook.verify(req.body, req.headers as Record<string, string>) as { type: string; data: unknown };
    console.log(req.header('webhook-id'), event.type, event.data); // a repeated webhook-id is a retry
    res.sendStatus(204);
  } catch {
    res.sendStatus(400); // not signed with your secret, or older than 5 minutes
  }
});
app.listen(8080);`;

/** How a company's system checks that a delivery came from Fieldhire. */
export function WebhookVerificationGuide() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="verify-webhooks">
      <Stack gap="sm">
        <Title order={3} fz="md" id="verify-webhooks">
          Verify each delivery
        </Title>
        <Text size="sm">
          Deliveries follow{' '}
          <Anchor href="https://www.standardwebhooks.com/" target="_blank" rel="noreferrer">
            Standard Webhooks
          </Anchor>
          : a JSON body <Code>{'{ type, timestamp, data }'}</Code> signed with your endpoint’s
          secret in the <Code>webhook-id</Code>, <Code>webhook-timestamp</Code> and{' '}
          <Code>webhook-signature</Code> headers. Check the signature on the raw body before you act
          on it; the <Code>standardwebhooks</Code> package does it in one call:
        </Text>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Code
            block
            style={{ flex: 1, minWidth: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          >
            {VERIFY_EXAMPLE}
          </Code>
          <CopyButton value={VERIFY_EXAMPLE}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={copy}
                aria-label="Copy the verification example"
                leftSection={
                  copied ? <IconCheck size={12} aria-hidden /> : <IconCopy size={12} aria-hidden />
                }
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <List size="sm" spacing={4}>
          <List.Item>Answer with a 2xx within 10 seconds; do the work after you answer.</List.Item>
          <List.Item>
            Anything else is retried: after 5 seconds, 5 and 30 minutes, then over hours, for 3
            days. An endpoint that fails all of that is disabled and the company’s owner is emailed.
          </List.Item>
          <List.Item>
            A retry or a “Send again” carries the same <Code>webhook-id</Code>: keep the ids you
            handled and skip repeats.
          </List.Item>
        </List>
      </Stack>
    </Paper>
  );
}
