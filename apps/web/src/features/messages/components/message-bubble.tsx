import type { Message } from '@fieldhire/contract/messaging';
import { Text } from '@mantine/core';
import { messageTime, messageTimeTitle } from '../conversation-peer';
import classes from './chat-window.module.css';
import { MessageText } from './message-text';
import { ReportButton } from '../../../components/report-button';

interface MessageBubbleProps {
  message: Message;
  own: boolean;
  /** Show "Read"/"Sent" under the viewer's latest message. */
  showReceipt: boolean;
}

/** Message content is shown as text (never parsed as HTML), with its addresses linked. */
export function MessageBubble({ message, own, showReceipt }: MessageBubbleProps) {
  return (
    <li className={classes.row} data-own={own || undefined}>
      <div className={classes.bubble}>
        <Text span inherit>
          <MessageText content={message.content} />
        </Text>
      </div>
      <Text size="xs" c="dimmed" className={classes.meta}>
        {own ? 'You' : message.sender.name} ·{' '}
        <time dateTime={message.created_at} title={messageTimeTitle(message.created_at)}>
          {messageTime(message.created_at)}
        </time>
        {showReceipt && <> · {message.read ? 'Read' : 'Sent'}</>}
        {!own && (
          <ReportButton
            targetType="message"
            targetId={message.id}
            what={`a message from ${message.sender.name}`}
            aria-label={`Report this message from ${message.sender.name}`}
            size="compact-xs"
            ml={4}
            className={classes.report}
          />
        )}
      </Text>
    </li>
  );
}
