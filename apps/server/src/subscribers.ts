import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import { LISTING_REMINDER_DAYS, listingDay } from '@fieldhire/contract/jobs';
import { RATING_WINDOW_DAYS } from '@fieldhire/contract/reputation';
import type { AlertMatch, DomainEventOf } from './platform/events/domain-events';
import type { EventBus } from './platform/events/event-bus';
import type { PushService } from './modules/push/push.service';
import type { Mailer } from './platform/mail/mailer';
import type { JobQueue } from './platform/queue/job-queue';
import { companyTopic } from './platform/broker/topics';
import type { StaleViews } from './platform/stale-views';
import type { Database } from './db/database';
import {
  applicationReceivedNotice,
  applicationStatusNotice,
} from './modules/applications/application-notices';
import type {
  CreatedNotification,
  NotificationDraft,
  NotificationsService,
} from './modules/notifications/notifications.service';
import type { RealtimePublisher } from './modules/realtime/realtime-publisher';
import { teamInviteEmail } from './modules/teams/team-emails';
import { MATCH_JOB_ALERTS, queueAlertEmails } from './modules/saved-searches/alert-work';
import { workOrderNews, workOrderNewsRecipients } from './modules/work-orders/work-order-news';
import { DOCUMENT_KIND_LABELS } from '@fieldhire/contract/verification';
import { siteTime } from './modules/work-orders/site-time';
import type { FirstServedPages } from './modules/public-pages/first-served-pages';
import type { Sitemaps } from './modules/public-pages/sitemaps';

interface Consumers {
  publicUrl: string;
  /**
   * How long an instant alert's email waits for more matches after its first: jobs posted together
   * make one email, and the first still arrives within a minute of its posting.
   */
  alertBatchSeconds: number;
  sitemaps: Pick<Sitemaps, 'forget'>;
  guestPages: Pick<FirstServedPages, 'forgetJob'>;
  realtime: RealtimePublisher;
  staleViews: Pick<StaleViews, 'announce'>;
  notifications: NotificationsService;
  push: Pick<PushService, 'queueFor'>;
  mailer: Mailer;
  queue: JobQueue;
}

/** Messages and read receipts, to the sockets of the conversation's participants. */
export function subscribeConversationNews(
  events: EventBus,
  realtime: Pick<RealtimePublisher, 'toUsers'>,
) {
  events.on(
    'message.created',
    ({ message, participantIds, senderId }) =>
      () =>
        realtime.toUsers(
          participantIds,
          { type: 'message', message },
          { unreadChangedFor: participantIds.filter((id) => id !== senderId) },
        ),
  );
  events.on(
    'message.read',
    (event) => () =>
      realtime.toUsers(
        event.participantIds,
        {
          type: 'read',
          conversation: event.conversationId,
          reader: event.readerId,
          last_read_message_id: event.lastReadMessageId,
        },
        { unreadChangedFor: [event.readerId] },
      ),
  );
}

export const EXPIRY_REMINDER_JOB = 'remind-expiring-listings';

/**
 * Every side effect of a domain event, in one place: what goes to sockets, which notifications
 * are written and which emails are queued. Notifications and emails are written in the
 * producer's transaction; sockets hear of them after it commits.
 */
export function subscribeToDomainEvents(events: EventBus, consumers: Consumers) {
  const { publicUrl, sitemaps, guestPages, realtime, notifications, push, mailer, queue } =
    consumers;
  const { alertBatchSeconds, staleViews } = consumers;
  subscribeConversationNews(events, realtime);

  /**
   * Writes a draft's notifications and emails with the others of the transaction, right before it
   * commits: one statement for all its notifications and one for their emails. Answers them, to be
   * read after the commit.
   */
  const notify = (tx: Database, draft: NotificationDraft) =>
    events.gather(tx, 'notifications', draft, (drafts) => notifications.createMany(tx, drafts));

  /**
   * After the commit: each recipient's sockets get the notification, then their new counts, all
   * in one publish however many recipients.
   */
  const deliver = (created: () => CreatedNotification[]) => async () => {
    mailer.wake();
    await realtime.eachToUser(
      created().map(({ userId, notification }) => ({
        userId,
        event: { type: 'notification', notification },
      })),
    );
  };

  /** An application's change, as its candidate's and company's sockets hear of it. */
  const applicationNews =
    (
      event: DomainEventOf<
        'application.created' | 'application.withdrawn' | 'application.status_changed'
      >,
      status: ApplicationStatus,
    ) =>
    () =>
      realtime.applicationChanged({
        candidateId: event.candidateId,
        companyId: event.companyId,
        application: { id: event.applicationId, status, job: event.job },
      });

  const afterAll =
    (...work: (() => Promise<void> | void)[]) =>
    async () => {
      for (const run of work) await run();
    };

  events.on('application.created', async (event, tx) => {
    await notifications.acceptInvitationsOf(tx, event.job.id, event.candidateId);
    const managers = await notifications.companyManagers(tx, event.companyId);
    const candidate = await notifications.nameOf(tx, event.candidateId);
    const created = await notify(tx, {
      userIds: managers,
      ...applicationReceivedNotice(event.job, candidate),
      actorId: event.candidateId,
      emailAction: 'Review applicants',
      emailReason: 'You receive this email because you manage this job on Fieldhire.',
    });
    return afterAll(applicationNews(event, 'pending'), deliver(created));
  });

  events.on('application.withdrawn', (event) => applicationNews(event, 'withdrawn'));

  events.on('application.status_changed', async (event, tx) => {
    if (event.toldByWorkOrder) return applicationNews(event, event.status);
    const created = await notify(tx, {
      userIds: [event.candidateId],
      ...applicationStatusNotice(event.job, event.companyName, event.status),
      actorId: event.actorId,
      emailAction: 'View the job',
      emailReason: 'You receive this email because you applied to this job on Fieldhire.',
      dedupeKey: `application:${event.applicationId}:${event.status}`,
    });
    return afterAll(applicationNews(event, event.status), deliver(created));
  });

  events.on('invitation.sent', async (event, tx) => {
    const created = await notify(tx, {
      userIds: [event.candidateId],
      type: 'job_invitation',
      title: `You're invited to apply: ${event.job.title}`,
      body:
        event.note || `${event.message.sender.name} invited you to apply to "${event.job.title}".`,
      link: `/jobs/${event.job.id}`,
      actorId: event.senderId,
      invitationId: event.invitationId,
      emailAction: 'See the job',
      emailReason:
        'You receive this email because a company on Fieldhire invited you to one of its jobs.',
      dedupeKey: `invitation:${event.invitationId}`,
    });
    return afterAll(
      () =>
        realtime.toUsers([event.candidateId], {
          type: 'invite',
          conversation: event.conversationId,
          job: event.job,
          from: event.message.sender,
          message: event.message,
        }),
      deliver(created),
    );
  });

  events.on('team.invited', async (event, tx) => {
    // The invitation email goes to the address, which may have no account yet.
    const userId = await notifications.userWithEmail(tx, event.email);
    const unsubscribe = await notifications.unsubscribeUnlessStopped(
      tx,
      userId === null ? { email: event.email } : { userId },
      'team_invite',
    );
    if (unsubscribe) {
      const email = teamInviteEmail({
        to: event.email,
        companyName: event.companyName,
        inviterName: event.inviterName,
        role: event.role,
        url: `${publicUrl}${event.acceptPath}`,
        days: event.expiresInDays,
        unsubscribe,
      });
      await mailer.send(email, { tx });
    }
    if (userId === null) return () => mailer.wake();
    // The invitation email above carries the accept link; the notification adds no second email.
    const created = await notify(tx, {
      userIds: [userId],
      type: 'team_invite',
      title: `Join ${event.companyName} on Fieldhire`,
      body: `You were invited to join ${event.companyName}'s team as ${event.role === 'admin' ? 'an admin' : 'a member'}.`,
      link: event.acceptPath,
      actorId: event.inviterId,
      sendEmail: false,
      emailAction: 'See the invitation',
      emailReason: '',
    });
    return deliver(created);
  });

  events.on('purchase.completed', async (event, tx) => {
    const managers = await notifications.companyManagers(tx, event.companyId);
    const created = await notify(tx, {
      userIds: managers,
      type: 'purchase_completed',
      title: `Payment received: invoice ${event.invoiceNumber}`,
      body: `${event.items.join(', ')}: $${event.total.toFixed(2)} paid. Your plan is updated.`,
      link: `/billing/invoices/${event.invoiceId}`,
      actorId: event.buyerId,
      emailAction: 'View the invoice',
      emailReason:
        'You receive this email because you manage billing for your company on Fieldhire.',
      dedupeKey: `invoice:${event.invoiceId}`,
    });
    const delivered = deliver(created);
    // Every member's dashboard shows the plan, not only the managers told of the payment.
    return async () => {
      await Promise.all([delivered(), staleViews.announce([companyTopic(event.companyId)])]);
    };
  });

  events.on('job.expiring', async (event, tx) => {
    const managers = await notifications.companyManagers(tx, event.companyId);
    const days = Math.max(1, Math.ceil((event.expiresAt.getTime() - Date.now()) / 86_400_000));
    const created = await notify(tx, {
      userIds: managers,
      type: 'job_expiring',
      title: `${event.job.title} expires in ${days} ${days === 1 ? 'day' : 'days'}`,
      body: `Your listing "${event.job.title}" stops showing in search on ${listingDay(event.expiresAt.toISOString())}. Renew it from its page to keep agents finding it.`,
      link: `/employer/jobs/${event.job.id}`,
      actorId: null,
      emailAction: 'Manage the job',
      emailReason: 'You receive this email because you manage this job on Fieldhire.',
      dedupeKey: `expiring:${event.job.id}:${event.expiresAt.toISOString()}`,
    });
    return deliver(created);
  });

  events.on('work_order.changed', async ({ workOrder, change, actorId, note }, tx) => {
    const toSockets = async () => {
      const event = { type: 'work_order', work_order: workOrder } as const;
      await realtime.toUsers([workOrder.agent.id], event);
      await realtime.toCompany(workOrder.company.id, event);
    };
    if (change === 'items_changed') return toSockets;
    const news = workOrderNews(workOrder, change, note);
    const created = await notify(tx, {
      userIds: await workOrderNewsRecipients(workOrder, actorId, (companyId) =>
        notifications.companyManagers(tx, companyId),
      ),
      type: 'work_order',
      title: news.title,
      body: news.body,
      link: `/work-orders/${workOrder.id}`,
      actorId,
      sendEmail: news.email,
      emailAction: 'Open the work order',
      emailReason:
        'You receive this email because you are a party to this work order on Fieldhire.',
      dedupeKey: `work-order:${workOrder.id}:${change}:${workOrder.updated_at}`,
    });
    return afterAll(toSockets, deliver(created));
  });

  events.on('dispute.message', async (event, tx) => {
    const managers = () => notifications.companyManagers(tx, event.companyId);
    const userIds =
      event.side === 'agent'
        ? await managers()
        : event.side === 'company'
          ? [event.agentId]
          : [event.agentId, ...(await managers())];
    const created = await notify(tx, {
      userIds: userIds.filter((id) => id !== event.authorId),
      type: 'work_order',
      title:
        event.side === 'operator'
          ? `Fieldhire wrote about the dispute: ${event.title}`
          : `New message in the dispute: ${event.title}`,
      body: event.body.length > 200 ? `${event.body.slice(0, 199)}…` : event.body,
      link: `/work-orders/${event.workOrderId}`,
      actorId: event.authorId,
      sendEmail: event.side === 'operator',
      emailAction: 'Open the dispute',
      emailReason:
        'You receive this email because you are a party to this work order on Fieldhire.',
      dedupeKey: `dispute-message:${event.messageId}`,
    });
    return deliver(created);
  });

  const documentOwners = (
    tx: Database,
    owner: { companyId: number | null; userId: number | null },
  ) =>
    owner.companyId !== null
      ? notifications.companyManagers(tx, owner.companyId)
      : Promise.resolve([owner.userId!]);

  events.on('verification.reviewed', async (event, tx) => {
    const label = DOCUMENT_KIND_LABELS[event.kind];
    const created = await notify(tx, {
      userIds: await documentOwners(tx, event),
      type: 'verification',
      title: event.status === 'verified' ? `${label} verified` : `${label} not verified`,
      body:
        event.status === 'verified'
          ? `We checked your ${label.toLowerCase()}: your pages now show its badge.`
          : `We could not verify your ${label.toLowerCase()}: ${event.reason ?? ''} Send a new one from Verification.`,
      link: '/verification',
      actorId: null,
      sendEmail: true,
      emailAction: 'Open Verification',
      emailReason: 'You receive this email because you sent this document to Fieldhire.',
      dedupeKey: `document:${event.documentId}:${event.status}`,
    });
    return deliver(created);
  });

  events.on('verification.expiring', async (event, tx) => {
    const label = DOCUMENT_KIND_LABELS[event.kind];
    const created = await notify(tx, {
      userIds: await documentOwners(tx, event),
      type: 'verification',
      title: `Your ${label.toLowerCase()} expires on ${event.expiresOn}`,
      body: `Its verified badge goes when it expires. Send the renewed ${label.toLowerCase()} before ${event.expiresOn} to keep it.`,
      link: '/verification',
      actorId: null,
      sendEmail: true,
      emailAction: 'Send the new one',
      emailReason: 'You receive this email because you sent this document to Fieldhire.',
      dedupeKey: `document:${event.documentId}:expiring`,
    });
    return deliver(created);
  });

  events.on('work_order.rated', async (event, tx) => {
    const toAgent = event.by === 'company';
    const userIds = toAgent
      ? [event.agentId]
      : await notifications.companyManagers(tx, event.companyId);
    const created = await notify(tx, {
      userIds,
      type: 'work_order',
      title: event.revealed ? `Ratings shown: ${event.title}` : `Rated: ${event.title}`,
      body: event.revealed
        ? `Both sides rated "${event.title}": see what ${toAgent ? 'the company' : 'the agent'} said.`
        : `${toAgent ? 'The company' : 'The agent'} rated "${event.title}". Rate them too to see it; ratings show when both sides have rated or after ${RATING_WINDOW_DAYS} days.`,
      link: `/work-orders/${event.workOrderId}`,
      actorId: null,
      sendEmail: false,
      emailAction: 'Open the work order',
      emailReason: '',
      dedupeKey: `work-order:${event.workOrderId}:rated-by:${event.by}`,
    });
    return deliver(created);
  });

  events.on('work_order.reminder', async (event, tx) => {
    const soon = event.kind === 'starts_soon';
    const userIds = soon
      ? [event.agentId]
      : [event.agentId, ...(await notifications.companyManagers(tx, event.companyId))];
    const created = await notify(tx, {
      userIds,
      type: 'work_order',
      title: soon ? `Starting soon: ${event.title}` : `Not checked in: ${event.title}`,
      body: soon
        ? `"${event.title}" starts at ${siteTime(event.startAt, event.siteState)}. Check in when you arrive.`
        : `No one has checked in to "${event.title}", which started at ${siteTime(event.startAt, event.siteState)}.`,
      link: `/work-orders/${event.workOrderId}`,
      actorId: null,
      sendEmail: false,
      emailAction: 'Open the work order',
      emailReason: '',
      dedupeKey: `work-order:${event.workOrderId}:${event.kind}`,
    });
    return deliver(created);
  });

  events.on('user.changed', (event) => () => realtime.userInfoChanged(event.userIds));
  events.on('company.changed', (event) => () => realtime.userInfoChanged(event.memberIds));

  /**
   * A job entering or leaving the market: the company's members see their lists change, and the
   * sitemaps and the guests' pages that show it are read afresh.
   */
  const jobNews = (event: DomainEventOf<'job.posted' | 'job.closed' | 'job.reopened'>) => () => {
    sitemaps.forget();
    guestPages.forgetJob(event.jobId, event.companyId);
    return realtime.toCompany(event.companyId, {
      type: 'job',
      job: { id: event.jobId, status: event.type === 'job.closed' ? event.status : 'open' },
    });
  };
  events.on('jobs.held', (event) => () => {
    sitemaps.forget();
    for (const { jobId, companyId } of event.jobs) guestPages.forgetJob(jobId, companyId);
  });
  events.on('job.posted', jobNews);
  events.on('job.closed', jobNews);
  events.on('job.reopened', jobNews);

  /** A job entering the market is matched against the job alerts, once, by any process. */
  const matchAlerts = async (event: DomainEventOf<'job.posted' | 'job.reopened'>, tx: Database) => {
    await queue.send(MATCH_JOB_ALERTS, { jobId: event.jobId }, { tx });
    return () => queue.wake(MATCH_JOB_ALERTS);
  };
  events.on('job.posted', matchAlerts);
  events.on('job.reopened', matchAlerts);

  events.on('alerts.matched', async ({ job, matchedAt, matches }, tx) => {
    // One notification and one push per person, named after the first of their alerts that found
    // the job; each kind stored or queued in one statement, however many people.
    const firstAlert = (wants: (match: AlertMatch) => boolean) => {
      const named = new Map<number, string>();
      for (const match of matches)
        if (wants(match) && match.userId !== null && !named.has(match.userId))
          named.set(match.userId, match.alertName);
      return [...named];
    };
    const title = (alertName: string) => `New job for your alert: ${alertName}`;
    const body = `${job.title} · ${job.companyName} · ${job.place}`;
    const link = `/jobs/${job.id}`;
    const inApp = await notifications.createInApp(
      tx,
      firstAlert((match) => match.inApp).map(([userId, alertName]) => ({
        userId,
        type: 'alert_match',
        title: title(alertName),
        body,
        link,
      })),
    );
    const wakePush = await push.queueFor(
      tx,
      firstAlert((match) => match.push).map(([userId, alertName]) => ({
        userId,
        message: { title: title(alertName), body, url: link, tag: `job-${job.id}` },
      })),
    );
    // One email per alert gathers what it finds in the moments after the match (not after this
    // telling, which a burst can hold back), so the first job still goes within a minute.
    const waited = (Date.now() - matchedAt.getTime()) / 1000;
    await queueAlertEmails(
      queue,
      matches.filter((each) => each.instantEmail).map((match) => match.savedSearchId),
      { tx, startAfterSeconds: Math.max(0, Math.ceil(alertBatchSeconds - waited)) },
    );
    const delivered = deliver(() => inApp);
    return async () => {
      wakePush();
      await delivered();
    };
  });

  events.on('alerts.digested', async ({ digests }, tx) => {
    const inApp = await notifications.createInApp(
      tx,
      digests.map((digest) => {
        const count = digest.jobs.length;
        const more = count > 1 ? ` and ${count - 1} more` : '';
        return {
          userId: digest.userId,
          type: 'alert_match' as const,
          title: `${count} new ${count === 1 ? 'job' : 'jobs'} for your alert: ${digest.alertName}`,
          body: `${digest.jobs[0]}${more}`,
          link: digest.link,
        };
      }),
    );
    return deliver(() => inApp);
  });

  queue.define<object>({
    name: EXPIRY_REMINDER_JOB,
    cron: '7 * * * *',
    async handle() {
      // A batch is claimed and reminded in one transaction: a crash forgets neither half.
      for (;;) {
        const claimed = await events.transaction(async (tx, emit) => {
          const due = await notifications.claimExpiringJobs(tx, LISTING_REMINDER_DAYS, 100);
          for (const job of due) {
            await emit({
              type: 'job.expiring',
              job: { id: job.job_id, title: job.title },
              companyId: job.company_id,
              expiresAt: new Date(job.expires_at),
            });
          }
          return due.length;
        });
        if (claimed < 100) return;
      }
    },
  });
}
