import type {
  Candidate,
  CandidateFilter,
  CandidateSearchPage,
  CandidateSearchQuery,
  InviteCandidateBody,
  InviteJobList,
  InviteJobsQuery,
} from '@fieldhire/contract/candidates';
import type { Database } from '../../db/database';
import type { EventBus } from '../../platform/events/event-bus';
import type { Message } from '@fieldhire/contract/messaging';
import {
  isCompanyMember,
  requireCompanyMember,
  requireVerifiedEmail,
  type Viewer,
} from '../../platform/auth';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { lookup } from '../../platform/geo/geo-data';
import { createCandidateInvitesRepository } from './candidate-invites.repository';
import { createCandidatesRepository } from './candidates.repository';

/** What inviting a field agent needs from the jobs, billing and messaging modules. */
export interface CandidateInviteDeps {
  companyJob(
    companyId: number,
    jobId: number,
  ): Promise<{ id: number; title: string; status: string } | null>;
  hasPlan(companyId: number): Promise<boolean>;
  /** Whether the field agent applied to one of the company's jobs: inviting them is then free. */
  appliedToCompany(candidateId: number, companyId: number): Promise<boolean>;
  /** Charges one candidate contact unless the company already reached this candidate. */
  takeContact(
    companyId: number,
    candidateId: number,
  ): Promise<{ charged: boolean; purchaseId: number | null }>;
  /** Gives back a contact taken for an invitation that was not sent. */
  returnContact(companyId: number, candidateId: number, purchaseId: number): Promise<void>;
  sendInvite(
    from: Viewer,
    invite: {
      candidateId: number;
      job: { id: number; title: string };
      message: string;
      jobUrl: string;
    },
  ): Promise<{ conversation: { id: number }; message: Message }>;
}

export interface CandidatesDeps extends CandidateInviteDeps {
  db: Database;
  events: EventBus;
  publicUrl: string;
}

export function createCandidatesService({ db, events, publicUrl, ...invites }: CandidatesDeps) {
  const repository = createCandidatesRepository(db);
  const invitations = createCandidateInvitesRepository(db);

  /** Resumes are shown to the agent and to companies with an active package. */
  async function forViewer(
    candidate: Candidate & { resume: string | null },
    viewer: Viewer | null,
  ): Promise<Candidate> {
    const { resume, ...rest } = candidate;
    const seesResume =
      viewer !== null &&
      (viewer.id === candidate.id ||
        (isCompanyMember(viewer) && (await invites.hasPlan(viewer.companyId))));
    return seesResume ? { ...rest, resume_url: resume } : rest;
  }

  const requireEmployer = (viewer: Viewer) =>
    requireCompanyMember(viewer, {
      notEmployer: 'Only companies can search and invite field agents.',
      noCompany: 'Create your company first.',
    }).companyId;

  return {
    async byId(id: number) {
      const candidate = await repository.byId(id);
      if (!candidate) return null;
      const { resume: _resume, ...rest } = candidate;
      return rest;
    },

    async profile(username: string, viewer: Viewer | null) {
      const candidate = await repository.byUsername(username);
      if (!candidate) throw notFound('No field agent with that username.');
      return forViewer(candidate, viewer);
    },

    async directory(filter: CandidateFilter, viewer: Viewer | null) {
      const point = filter.location ? lookup(filter.location) : undefined;
      if (filter.location && !point)
        throw fieldError('location', `We could not find "${filter.location}".`);
      if (filter.sort === 'distance' && !point)
        throw fieldError('sort', 'Sorting by distance needs a location.');
      const page = await repository.directory(filter, point ?? null);
      return {
        count: page.count,
        results: await Promise.all(page.results.map((c) => forViewer(c, viewer))),
      };
    },

    async search(viewer: Viewer, query: CandidateSearchQuery): Promise<CandidateSearchPage> {
      requireEmployer(viewer);
      if (
        query.town_fips?.length &&
        query.state_fips &&
        query.town_fips.some((fips) => !fips.startsWith(query.state_fips!))
      )
        throw fieldError('town_fips', 'Every town must be in the chosen state.');
      const page = await repository.coverageSearch(query);
      const pages = Math.ceil(page.count / query.page_size);
      return {
        count: page.count,
        next: query.page < pages ? query.page + 1 : null,
        previous: query.page > 1 ? Math.min(query.page - 1, Math.max(pages, 1)) : null,
        results: await Promise.all(page.results.map((c) => forViewer(c, viewer))),
      };
    },

    /** The company's open jobs to invite the agent to, nearest the agent first, with those they applied or were invited to marked. */
    async inviteJobs(viewer: Viewer, query: InviteJobsQuery): Promise<InviteJobList> {
      const companyId = requireEmployer(viewer);
      const candidate = await repository.byUsername(query.candidate_username);
      if (!candidate) throw notFound('No field agent with that username.');
      return invitations.openJobsFor(companyId, candidate.id, query);
    },

    /** Every check comes before the contact is charged; a charge for an invitation that was not sent is given back. */
    async invite(viewer: Viewer, body: InviteCandidateBody) {
      const companyId = requireEmployer(viewer);
      requireVerifiedEmail(viewer);
      const job = await invites.companyJob(companyId, body.job_id);
      if (!job) throw fieldError('job_id', 'Choose one of your company’s jobs.');
      if (job.status !== 'open')
        throw badRequest('This job is closed; reopen it before inviting agents.');
      const candidate = await repository.byUsername(body.candidate_username);
      if (!candidate) throw notFound('No field agent with that username.');
      const contact = (await invites.appliedToCompany(candidate.id, companyId))
        ? { charged: false, purchaseId: null }
        : await invites.takeContact(companyId, candidate.id);
      try {
        const sent = await invites.sendInvite(viewer, {
          candidateId: candidate.id,
          job: { id: job.id, title: job.title },
          message: body.message,
          jobUrl: `${publicUrl}/jobs/${job.id}`,
        });
        await events.transaction(async (tx, emit) => {
          const invitationId = await createCandidateInvitesRepository(tx).record(
            job.id,
            candidate.id,
            viewer.id,
          );
          await emit({
            type: 'invitation.sent',
            invitationId,
            job: { id: job.id, title: job.title },
            candidateId: candidate.id,
            companyId,
            senderId: viewer.id,
            conversationId: sent.conversation.id,
            message: sent.message,
            note: body.message.trim(),
          });
        });
        return {
          detail: `Invitation sent to ${candidate.name}.`,
          conversation_id: sent.conversation.id,
        };
      } catch (error) {
        if (contact.charged && contact.purchaseId !== null)
          await invites.returnContact(companyId, candidate.id, contact.purchaseId);
        throw error;
      }
    },
  };
}
export type CandidatesService = ReturnType<typeof createCandidatesService>;
