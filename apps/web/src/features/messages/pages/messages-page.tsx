import { Anchor, Center, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft, IconMessages } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { useUserInfo } from '../../../lib/user-info';
import { ChatWindow } from '../components/chat-window';
import { ConversationList } from '../components/conversation-list';
import classes from './messages-page.module.css';

function conversationParam(value: string | undefined) {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** /messages and /messages/:id: the conversation list beside the open conversation. */
export function MessagesPage() {
  usePageTitle('Messages');
  const userInfo = useUserInfo();
  const location = useLocation();
  const params = useParams();
  const conversationId = conversationParam(params.id);
  const unreadOnly = useSearchParams()[0].get('unread') === '1';

  if (userInfo.isPending) return <PageLoader />;
  const viewer = userInfo.data ?? null;
  if (!viewer) {
    return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;
  }

  return (
    <Container size="xl" py="lg">
      <div className={classes.layout} data-open={conversationId !== null || undefined}>
        <section className={classes.sidebar} aria-labelledby="messages-title">
          <Group px="md" py="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
            <Title order={1} fz="xl" id="messages-title">
              Messages
            </Title>
            <Anchor
              component={Link}
              to={unreadOnly ? location.pathname : `${location.pathname}?unread=1`}
              size="sm"
              ml="auto"
            >
              {unreadOnly ? 'Show all' : 'Unread only'}
            </Anchor>
          </Group>
          <div className={classes.sidebarBody}>
            <ConversationList viewerId={viewer.id} headingOrder={2} unreadOnly={unreadOnly} />
          </div>
        </section>
        <div className={classes.main}>
          {conversationId !== null ? (
            <>
              <Anchor
                component={Link}
                to="/messages"
                hiddenFrom="sm"
                size="sm"
                display="inline-flex"
                px="md"
                pt="sm"
                style={{ alignItems: 'center', gap: 4 }}
              >
                <IconArrowLeft size={16} aria-hidden /> Back to conversations
              </Anchor>
              <ChatWindow
                key={conversationId}
                conversationId={conversationId}
                viewerId={viewer.id}
              />
            </>
          ) : (
            <Center h="100%">
              <EmptyState
                order={2}
                icon={<IconMessages size={24} />}
                title="Choose a conversation"
                description="Pick a conversation on the left to read and reply."
              />
            </Center>
          )}
        </div>
      </div>
    </Container>
  );
}
