import type { ApplicationStatus, ApplyBody, MyApplication, MyJob } from '@fieldhire/contract/jobs';
import {
  ALREADY_APPLIED,
  APPLICANT_MOVES,
  APPLICATION_STATUSES,
  EMPLOYER_SETTABLE_STATUSES,
  COMPANY_APPLICANTS_LIMIT,
  type EmployerSettableStatus,
} from '@fieldhire/contract/jobs';
import type { Database } from '../../db/database';
import {
  requireCandidate,
  requireCompanyMember,
  requireVerifiedEmail,
  type Viewer,
} from '../../platform/auth';
import { badRequest, conflict, notFound } from '../../platform/errors';

import type { DomainEvent } from '../../platform/events/domain-events';
import type { Emit, EventBus } from '../../platform/events/event-bus';
import type { AccountsService } from '../accounts/accounts.service';
import type { JobsService } from '../jobs/jobs.service';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { toApplicant } from './applicant';
import { createApplicationsRepository } from './applications.repository';

interface ApplicationsDeps {
  db: Database;
  jobs: JobsService;
  accounts: AccountsService;
  events: EventBus;
  workOrders: Pick<WorkOrdersService, 'assign' | 'listingMoved' | 'cancelAssignment'>;
}

/**
 * `emit`, noting whether a fact stated through it moved a job on or off the market (an opening
 * taken or given back filled the job or opened it again).
 */
function watchingListings(emit: Emit) {
  let moved = false;
  return {
    get moved() {
      return moved;
    },
    emit: async (event: DomainEvent) => {
      if (event.type === 'job.closed' || event.type === 'job.reopened') moved = true;
      await emit(event);
    },
  };
}

/** The statuses from which an employer may move an applicant to each status. */
const MOVES_TO = Object.fromEntries(
  EMPLOYER_SETTABLE_STATUSES.map((status) => [
    status,
    APPLICATION_STATUSES.filter((from) => APPLICANT_MOVES[from].includes(status)),
  ]),
) as Record<EmployerSettableStatus, ApplicationStatus[]>;

export function createApplicationsService({
  db,
  jobs,
  accounts,
  events,
  workOrders,
}: ApplicationsDeps) {
  const repository = createApplicationsRepository(db);

  /** A job of the viewer's company with its applicants. */
  /** The job with its applicants; the applicants are read beside the ownership check, not after it. */
  async function myJob(viewer: Viewer, jobId: number): Promise<MyJob> {
    const [job, applicants] = await Promise.all([
      jobs.ownJob(viewer, jobId),
      repository.applicantsOf(jobId),
    ]);
    return { ...job, applicants };
  }

  /** The same for a job already known to be the viewer's company's, in one statement. */
  async function companyJob(jobId: number): Promise<MyJob> {
    const job = await repository.jobWithApplicants(jobId);
    if (!job) throw notFound('Job not found.');
    return job;
  }

  return {
    async apply(viewer: Viewer, body: ApplyBody) {
      requireCandidate(viewer, 'Only field agents can apply to jobs.');
      const job = await jobs.get(body.job_id, viewer);
      const existing = await repository.find(job.id, viewer.id);
      const about = (applicationId: number) => ({
        applicationId,
        job: { id: job.id, title: job.title },
        candidateId: viewer.id,
        companyId: job.company.id,
      });

      if (body.action === 'withdraw') {
        if (!existing || existing.status === 'withdrawn')
          throw badRequest('You have not applied to this job.');
        let listings: ReturnType<typeof watchingListings> | undefined;
        const application = await events.transaction(async (tx, emit) => {
          listings = watchingListings(emit);
          const withdrawn = await createApplicationsRepository(tx).setStatus(
            existing.id,
            'withdrawn',
          );
          // Withdrawing after the hire, before confirming, cancels the work and frees its opening.
          if (existing.status === 'approved')
            await workOrders.cancelAssignment(
              tx,
              listings.emit,
              viewer,
              existing.id,
              'The field agent withdrew their application.',
            );
          await emit({ type: 'application.withdrawn', ...about(withdrawn.id) });
          return withdrawn;
        });
        if (listings?.moved) await workOrders.listingMoved();
        return { status: 200, body: { applied: false, application } };
      }

      requireVerifiedEmail(viewer);
      if (job.status !== 'open' || (await jobs.isHeld(job.id)))
        throw badRequest('This job is no longer taking applications.');
      if (existing && existing.status !== 'withdrawn') throw conflict(ALREADY_APPLIED);
      const snapshot = body.use_session ? await accounts.profileSnapshot(viewer.id) : null;
      const application = await events.transaction(async (tx, emit) => {
        const store = createApplicationsRepository(tx);
        const made = existing
          ? await store.setStatus(existing.id, 'pending', {
              message: body.message,
              counterOffer: body.counter_offer ?? null,
              profileSnapshot: snapshot,
            })
          : await store.insert({
              jobId: job.id,
              candidateId: viewer.id,
              message: body.message,
              counterOffer: body.counter_offer ?? null,
              profileSnapshot: snapshot,
            });
        if (!made) throw conflict(ALREADY_APPLIED);
        await emit({ type: 'application.created', ...about(made.id) });
        return made;
      });
      return { status: 201, body: { applied: true, application } };
    },

    async mine(viewer: Viewer): Promise<MyApplication[]> {
      requireCandidate(viewer, 'Only field agents have applications.');
      const rows = await repository.listForCandidate(viewer.id);
      const jobList = await jobs.jobsByIds(
        rows.map((row) => row.jobId),
        viewer.id,
      );
      const byId = new Map(jobList.map((job) => [job.id, job]));
      return rows.flatMap((row) => {
        const job = byId.get(row.jobId);
        return job
          ? [
              {
                id: row.id,
                status: row.status,
                message: row.message,
                created_at: row.createdAt.toISOString(),
                updated_at: row.updatedAt.toISOString(),
                job,
                work_order_id: row.workOrderId,
              },
            ]
          : [];
      });
    },

    /**
     * Moves an applicant through the pipeline. Approval assigns the work: a work order at the
     * listed terms, or at the applicant's counter-offer when `acceptOffer`, in the same transaction.
     */
    async setStatus(
      viewer: Viewer,
      applicationId: number,
      status: EmployerSettableStatus,
      acceptOffer = false,
    ) {
      const { companyId } = requireCompanyMember(
        viewer,
        'Only employers can change applicant statuses.',
      );
      let listings: ReturnType<typeof watchingListings> | undefined;
      const application = await events.transaction(async (tx, emit) => {
        listings = watchingListings(emit);
        // Moved by the statement that reads it when the move is allowed; a refusal below rolls
        // back nothing else.
        const application = await createApplicationsRepository(tx).lockAndMove(applicationId, {
          companyId,
          status,
          from: MOVES_TO[status],
        });
        if (!application || application.companyId !== companyId)
          throw notFound('Applicant not found.');
        if (application.status === 'withdrawn')
          throw badRequest('The candidate withdrew this application.');
        if (application.status === 'rejected' && status !== 'rejected')
          throw badRequest('This applicant was rejected; the decision is final.');
        if (application.status !== status && !APPLICANT_MOVES[application.status].includes(status))
          throw badRequest(
            `An applicant who is ${application.status} cannot go back to ${status}.`,
          );
        if (acceptOffer && status === 'approved' && !application.counterOffer)
          throw badRequest('This applicant made no counter-offer.');
        if (application.status === status) return application;
        let toldByWorkOrder = false;
        if (application.status === 'approved' && status === 'rejected')
          toldByWorkOrder =
            (await workOrders.cancelAssignment(
              tx,
              listings.emit,
              viewer,
              applicationId,
              'The company withdrew the assignment.',
            )) === 'canceled';
        if (status === 'approved') {
          toldByWorkOrder = true;
          await workOrders.assign(tx, listings.emit, {
            applicationId,
            agentId: application.candidateId,
            actorId: viewer.id,
            apiKeyId: viewer.apiKey?.id ?? null,
            offer: acceptOffer ? application.counterOffer : null,
            job: {
              id: application.jobId,
              companyId: application.companyId,
              salaryMin: application.salaryMin,
              salaryMax: application.salaryMax,
              salaryUnit: application.salaryUnit,
              schedule: application.schedule,
              durationMinutes: application.durationMinutes,
              deliverables: application.deliverables,
              deadline: application.deadline && application.deadline.toISOString(),
            },
          });
        }
        await emit({
          type: 'application.status_changed',
          applicationId,
          job: { id: application.jobId, title: application.jobTitle },
          candidateId: application.candidateId,
          companyId: application.companyId,
          status,
          companyName: application.companyName,
          actorId: viewer.id,
          toldByWorkOrder,
        });
        return application;
      });
      if (listings?.moved) await workOrders.listingMoved();
      return { job: await companyJob(application.jobId) };
    },

    myJob,

    /** The viewer's company's applicants across its jobs (newest first), each with its job. */
    async listForCompany(viewer: Viewer, status: ApplicationStatus | undefined) {
      const { companyId } = requireCompanyMember(
        viewer,
        'Only company members can see applicants.',
      );
      const rows = await repository.listForCompany(
        companyId,
        status ?? null,
        COMPANY_APPLICANTS_LIMIT,
      );
      return rows.map((row) => ({
        ...toApplicant(row),
        job: { id: row.job_id, title: row.job_title },
      }));
    },
    /**
     * The company's applicants newest first, `limit` of them from below `belowId`; of one job when
     * `jobId` is given (the caller checks it is the company's).
     */
    async companyApplicantsBelow(
      viewer: Viewer,
      status: ApplicationStatus | undefined,
      belowId: number | null,
      limit: number,
      jobId?: number,
    ) {
      const { companyId } = requireCompanyMember(
        viewer,
        'Only company members can see applicants.',
      );
      const rows = await repository.companyApplicantsBelow(
        companyId,
        status ?? null,
        belowId,
        limit,
        jobId ?? null,
      );
      return rows.map((row) => ({
        ...toApplicant(row),
        job: { id: row.job_id, title: row.job_title },
      }));
    },
    /** The newest applicants to the company's jobs, each with its job. */
    async recentForCompany(companyId: number, limit: number) {
      const rows = await repository.recentForCompany(companyId, limit);
      return rows.map((row) => ({
        ...toApplicant(row),
        job: { id: row.job_id, title: row.job_title },
      }));
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
