/** Messaging and realtime constants. This file imports nothing, so the web shell can use it without zod. */

export const REALTIME_PATH = '/ws/fieldagencyuser/';

/** Close code for a missing, unknown or expired token. */
export const WS_CLOSE_UNAUTHORIZED = 4401;
/**
 * Close code sent to sockets when the server shuts down, or when it may have missed events for them
 * (its link to the other processes dropped); clients reconnect and refetch what they show.
 */
export const WS_CLOSE_GOING_AWAY = 1001;

/** The server pings every socket this often and drops those that did not answer the previous ping. */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** A client sends at most one typing event per conversation in this time. */
export const TYPING_THROTTLE_MS = 2_500;
/** How long the other side shows "typing…" after the last typing event. */
export const TYPING_VISIBLE_MS = 5_000;

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGES_PAGE_SIZE = 30;
export const MESSAGES_PAGE_MAX = 100;

/** Reconnect backoff of the web client: doubling from the first delay up to the last, with jitter. */
export const RECONNECT_MIN_MS = 500;
export const RECONNECT_MAX_MS = 15_000;

export const MESSAGING_TEXT = {
  sendFailed: 'Your message was not sent. Please try again.',
  startFailed: 'Could not open the conversation. Please try again.',
  notParticipant: 'Conversation not found.',
  unknownUser: 'User not found.',
  selfConversation: 'You cannot message yourself.',
  candidatesToCompanies: 'Field agents can message companies only.',
  companyFirst: 'Create or join a company before writing to field agents.',
  unrelatedJob: 'That job was not posted by either of you.',
  noContact: 'This company has no one to message yet.',
} as const;
