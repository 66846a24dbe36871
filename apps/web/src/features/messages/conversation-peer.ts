import type { Conversation, Participant } from '@fieldhire/contract/messaging';

/** The person the viewer is talking to (the spec's "peer"). */
export function peerOf(conversation: Conversation, viewerId: number): Participant | undefined {
  return conversation.participants.find((p) => p.id !== viewerId) ?? conversation.participants[0];
}

const timeOnly = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const dateAndTime = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' });

/** Time of day for today's messages, else the date and time, in the viewer's time zone. */
export function messageTime(iso: string, now: Date = new Date()) {
  const date = new Date(iso);
  return date.toDateString() === now.toDateString()
    ? timeOnly.format(date)
    : dateAndTime.format(date);
}

export const messageTimeTitle = (iso: string) => fullDate.format(new Date(iso));
