import type { DocumentKind } from '@fieldhire/contract/verification';
import type { ApplicationStatus } from '@fieldhire/contract/jobs';
import type { JobRef, Message } from '@fieldhire/contract/messaging';
import type { TimelineEntry, WorkOrder } from '@fieldhire/contract/work-orders';

/**
 * The facts services state after a change, each named `area.what_happened`. Subscribers (the list
 * in app/subscribers.ts) turn them into socket events, notifications and emails; producers do not
 * know who listens.
 */
interface ApplicationFact {
  applicationId: number;
  job: JobRef;
  candidateId: number;
  companyId: number;
}

export interface JobFact {
  jobId: number;
  companyId: number;
  /** The member who made the change; null for an operator's. */
  actorId: number | null;
}

export type DomainEvent =
  /** An operator verified or rejected a document; its owner is a company or an agent. */
  | {
      type: 'verification.reviewed';
      documentId: number;
      kind: DocumentKind;
      status: 'verified' | 'rejected';
      reason: string | null;
      companyId: number | null;
      userId: number | null;
    }
  /** A verified document expires within the reminder window. */
  | {
      type: 'verification.expiring';
      documentId: number;
      kind: DocumentKind;
      expiresOn: string;
      companyId: number | null;
      userId: number | null;
    }
  /** A message (or a photo of evidence) in a work order's dispute thread. */
  | {
      type: 'dispute.message';
      disputeId: number;
      messageId: number;
      workOrderId: number;
      title: string;
      agentId: number;
      companyId: number;
      side: 'agent' | 'company' | 'operator';
      /** The side's member who wrote it; null for an operator. */
      authorId: number | null;
      body: string;
    }
  | ({ type: 'application.created' } & ApplicationFact)
  | ({ type: 'application.withdrawn' } & ApplicationFact)
  | {
      type: 'application.status_changed';
      applicationId: number;
      job: JobRef;
      candidateId: number;
      companyId: number;
      status: ApplicationStatus;
      companyName: string;
      actorId: number;
      /**
       * The change assigned the work or canceled it, and the work order's notification tells the
       * candidate so: the application's own would say the same twice.
       */
      toldByWorkOrder: boolean;
    }
  | { type: 'message.created'; message: Message; participantIds: number[]; senderId: number }
  | {
      type: 'message.read';
      conversationId: number;
      readerId: number;
      lastReadMessageId: number;
      participantIds: number[];
    }
  | {
      type: 'invitation.sent';
      invitationId: number;
      job: JobRef;
      candidateId: number;
      companyId: number;
      senderId: number;
      conversationId: number;
      message: Message;
      note: string;
    }
  | {
      type: 'team.invited';
      companyId: number;
      companyName: string;
      inviterId: number;
      inviterName: string;
      email: string;
      role: string;
      /** The web path that accepts it. */
      acceptPath: string;
      expiresInDays: number;
    }
  | { type: 'team.member_joined'; companyId: number; userId: number }
  | { type: 'user.changed'; userIds: number[] }
  | { type: 'company.changed'; companyId: number; memberIds: number[] }
  | {
      type: 'purchase.completed';
      companyId: number;
      buyerId: number | null;
      invoiceId: number;
      invoiceNumber: string;
      total: number;
      items: string[];
    }
  | ({ type: 'job.posted' } & JobFact)
  | ({ type: 'job.closed'; status: 'closed' | 'filled' } & JobFact)
  | ({ type: 'job.reopened' } & JobFact)
  /** An operator took jobs off the market or put them back. */
  | { type: 'jobs.held'; jobs: { jobId: number; companyId: number }[] }
  | { type: 'job.expiring'; job: JobRef; companyId: number; expiresAt: Date }
  | {
      type: 'work_order.changed';
      /** The work order as it is after the change. */
      workOrder: WorkOrder;
      /** A step of its timeline, or a change of its delivered items. */
      change: TimelineEntry['type'] | 'items_changed';
      /** Null for an operator's change. */
      actorId: number | null;
      note: string | null;
    }
  | {
      type: 'work_order.reminder';
      /** The work starts within two hours, or started a quarter hour ago without a check-in. */
      kind: 'starts_soon' | 'not_checked_in';
      workOrderId: number;
      agentId: number;
      companyId: number;
      title: string;
      /** The site's state, whose time zone the start is told in. */
      siteState: string;
      startAt: Date;
    }
  /** The provider settled a charge for approved work that was still processing at approval. */
  | { type: 'work_payment.settled'; workOrderId: number; paymentRef: string }
  /** The provider refunded (so far) `refundedCents` of a charge for approved work. */
  | { type: 'work_payment.refunded'; paymentRef: string; refundedCents: number }
  /** The provider says whether an agent's payout account can receive transfers. */
  | { type: 'payout_account.updated'; accountId: string; enabled: boolean }
  | {
      type: 'work_order.rated';
      workOrderId: number;
      /** The side that rated. */
      by: 'agent' | 'company';
      agentId: number;
      companyId: number;
      title: string;
      /** Both sides have rated: the ratings are now shown to both. */
      revealed: boolean;
    }
  | {
      type: 'alerts.matched';
      job: JobRef & { companyName: string; place: string };
      /** When the job was matched: telling may come later, in a burst. */
      matchedAt: Date;
      /** One per instant alert that found the job for the first time. */
      matches: AlertMatch[];
    }
  | {
      type: 'alerts.digested';
      /** One per daily or weekly alert whose digest tells its owner in the app. */
      digests: AlertDigest[];
    };

export interface AlertDigest {
  userId: number;
  savedSearchId: number;
  alertName: string;
  /** Titles of the jobs it tells of, newest first. */
  jobs: string[];
  /** The alert's search on the job list. */
  link: string;
}

export interface AlertMatch {
  /** Null for a guest's alert, which only emails. */
  userId: number | null;
  savedSearchId: number;
  alertName: string;
  inApp: boolean;
  /** The alert emails each job as it comes (in a short batch). */
  instantEmail: boolean;
  /** The alert pushes each job as it comes to its owner's browsers. */
  push: boolean;
}

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;
