import type { FastifyBaseLogger } from 'fastify';
import type { ApplicationChange, ServerEvent } from '@fieldhire/contract/messaging';
import type { Broker, BrokerMessage } from '../../platform/broker/broker';
import { companyTopic, userTopic } from '../../platform/broker/topics';
import type { StaleViews } from '../../platform/stale-views';

/** An application changed: its candidate and its company's members hear of it. */
export interface ApplicationNews {
  candidateId: number;
  companyId: number;
  application: ApplicationChange;
}

/** Published on a user's topic: each process holding that user's sockets sends a fresh user_info. */
export const USER_INFO_STALE = '{"type":"user_info_stale"}';
/** The same when only the unread count changed: the count is read again, the rest reused. */
export const UNREAD_STALE = '{"type":"unread_stale"}';

/**
 * Puts events on the broker for the sockets of every process. It needs nothing but the broker, so
 * the services that tell users of their changes are built before the hub that serves the sockets.
 */
export function createRealtimePublisher({
  broker,
  log,
  staleViews,
}: {
  broker: Broker;
  log: FastifyBaseLogger;
  /** Given, the audiences' cached views are dropped before each event reaches their pages. */
  staleViews?: Pick<StaleViews, 'message'>;
}) {
  async function publish(messages: BrokerMessage[]) {
    if (messages.length === 0) return;
    const stale = staleViews?.message(messages.map((message) => message.topic));
    try {
      await broker.publishBatch(stale ? [stale, ...messages] : messages);
    } catch (error) {
      log.error({ err: error }, 'realtime broker error');
    }
  }

  const toTopics = (topics: Iterable<string>, payload: string) =>
    [...new Set(topics)].map((topic) => ({ topic, payload }));
  const toUserTopics = (userIds: Iterable<number>, payload: string) =>
    toTopics([...userIds].map(userTopic), payload);

  return {
    /**
     * Every socket of these users, on every process, and then a new unread count to every socket of
     * `unreadChangedFor`, in one publish. Never throws: the caller's write is already stored.
     */
    toUsers: (
      userIds: Iterable<number>,
      event: ServerEvent,
      { unreadChangedFor = [] }: { unreadChangedFor?: Iterable<number> } = {},
    ) =>
      publish([
        ...toUserTopics(userIds, JSON.stringify(event)),
        ...toUserTopics(unreadChangedFor, UNREAD_STALE),
      ]),

    /** Each user's own event to every socket of theirs, and a new unread count after it, in one publish. */
    eachToUser: (events: { userId: number; event: ServerEvent }[]) =>
      publish([
        ...events.map(({ userId, event }) => ({
          topic: userTopic(userId),
          payload: JSON.stringify(event),
        })),
        ...toUserTopics(
          events.map(({ userId }) => userId),
          UNREAD_STALE,
        ),
      ]),

    /** Every socket of every member of the company. */
    toCompany: (companyId: number, event: ServerEvent) =>
      publish(toTopics([companyTopic(companyId)], JSON.stringify(event))),

    /** A new applicant, a withdrawal or a status change: the candidate and the company hear of it. */
    applicationChanged: (event: ApplicationNews) =>
      publish(
        toTopics(
          [userTopic(event.candidateId), companyTopic(event.companyId)],
          JSON.stringify({
            type: 'application',
            application: {
              id: event.application.id,
              status: event.application.status,
              job: { id: event.application.job.id, title: event.application.job.title },
            },
          }),
        ),
      ),

    /** Their user info changed (profile, company, verification): each socket gets it afresh. */
    userInfoChanged: (userIds: Iterable<number>) => publish(toUserTopics(userIds, USER_INFO_STALE)),
  };
}
export type RealtimePublisher = ReturnType<typeof createRealtimePublisher>;
