import {
  RATING_TEXT,
  RATING_WINDOW_DAYS,
  type Rating,
  type RatingBody,
  type WorkOrderRatings,
} from '@fieldhire/contract/reputation';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { conflict } from '../../platform/errors';
import type { EventBus } from '../../platform/events/event-bus';
import { toIso } from '../../platform/iso-time';
import type { JobQueue } from '../../platform/queue/job-queue';
import type { WorkOrdersService } from '../work-orders/work-orders.service';
import { createReputationRepository, type RatingRow } from './reputation.repository';

export const REVEAL_RATINGS = 'reveal-closed-ratings';
const DAY_MS = 86_400_000;

export interface ReputationDeps {
  db: Database;
  events: EventBus;
  queue: JobQueue;
  workOrders: Pick<WorkOrdersService, 'sideOf'>;
}

const toRating = (row: RatingRow): Rating => ({
  score: row.score,
  tags: row.tags,
  comment: row.comment,
  at: toIso(row.createdAt),
});

export function createReputationService({ db, events, queue, workOrders }: ReputationDeps) {
  const repository = createReputationRepository(db);

  async function ratingsFor(viewer: Viewer, id: number): Promise<WorkOrderRatings> {
    const side = await workOrders.sideOf(viewer, id);
    const rows = await repository.ratingsOf(id);
    const mine = rows.find((row) => row.by === side.party) ?? null;
    const theirs = rows.find((row) => row.by !== side.party) ?? null;
    const closesAt = side.endedAt
      ? new Date(new Date(side.endedAt).getTime() + RATING_WINDOW_DAYS * DAY_MS)
      : null;
    return {
      mine: mine && toRating(mine),
      theirs: theirs?.revealedAt ? toRating(theirs) : null,
      they_rated: theirs !== null,
      can_rate: mine === null && closesAt !== null && closesAt.getTime() > Date.now(),
      closes_at: closesAt && closesAt.toISOString(),
    };
  }

  /** Brings the records of the agent and the company up to date with their work orders. */
  async function refresh(tx: Database, parties: { agentId?: number; companyId?: number }) {
    if (parties.agentId === undefined && parties.companyId === undefined) return;
    await createReputationRepository(tx).refresh(parties);
  }

  queue.define<object>({
    name: REVEAL_RATINGS,
    cron: '17 * * * *',
    async handle() {
      await db.transaction(async (tx) => {
        const revealed = await createReputationRepository(tx).revealClosed(RATING_WINDOW_DAYS);
        const agents = new Set(revealed.filter((r) => r.by === 'company').map((r) => r.agent_id));
        const companies = new Set(
          revealed.filter((r) => r.by === 'agent').map((r) => r.company_id),
        );
        for (const agentId of agents) await refresh(tx, { agentId });
        for (const companyId of companies) await refresh(tx, { companyId });
      });
    },
  });

  return {
    ratings: ratingsFor,

    /**
     * Records the viewer's side's rating of the other, once, after the work was approved or
     * canceled and before rating closes; the other side sees it once both rated or it closed.
     */
    async rate(viewer: Viewer, id: number, body: z.output<typeof RatingBody>) {
      const side = await workOrders.sideOf(viewer, id);
      if (!side.endedAt) throw conflict(RATING_TEXT.notYet);
      if (new Date(side.endedAt).getTime() + RATING_WINDOW_DAYS * DAY_MS <= Date.now())
        throw conflict(RATING_TEXT.closed);
      await events.transaction(async (tx, emit) => {
        const store = createReputationRepository(tx);
        const rated = await store.rate({
          workOrderId: id,
          by: side.party,
          raterId: viewer.id,
          score: body.score,
          tags: body.tags,
          comment: body.comment,
        });
        if (!rated) throw conflict(RATING_TEXT.already);
        await store.revealIfBoth(id);
        const revealed = (await store.ratingsOf(id)).every((row) => row.revealedAt !== null);
        if (revealed) await refresh(tx, { agentId: side.agentId, companyId: side.companyId });
        await emit({
          type: 'work_order.rated',
          workOrderId: id,
          by: side.party,
          agentId: side.agentId,
          companyId: side.companyId,
          title: side.title,
          revealed,
        });
      });
      return ratingsFor(viewer, id);
    },
  };
}
export type ReputationService = ReturnType<typeof createReputationService>;
