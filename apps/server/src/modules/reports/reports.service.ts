import {
  OPS_TEXT,
  type ReportBody,
  type ReportOutcome,
  type ReportTarget,
} from '@fieldhire/contract/operations';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import type { Viewer } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { createReportsRepository } from './reports.repository';

type ReportInput = z.output<typeof ReportBody>;

/**
 * Any signed-in user reports a job, a company, an agent or a message they can see; operators read
 * the open reports per target and close them with an outcome.
 */
export function createReportsService({ db }: { db: Database }) {
  const repository = createReportsRepository(db);
  return {
    queue: () => repository.queue(),
    openReportsOf: (type: ReportTarget, id: number) => repository.openReportsOf(type, id),
    openCount: (type: ReportTarget, id: number) => repository.openCount(type, id),
    /** The target's label and the account behind it, in `tx` when given; null when it is gone. */
    target: (type: ReportTarget, id: number, tx: Database = db) =>
      createReportsRepository(tx).target(type, id),
    /** Closes the target's open reports in `tx`; answers their reporters. */
    close: (
      tx: Database,
      target: { type: ReportTarget; id: number },
      outcome: ReportOutcome,
      operatorId: number,
    ) => createReportsRepository(tx).resolve(target.type, target.id, outcome, operatorId),

    async report(reporter: Viewer, body: ReportInput) {
      const target = await repository.target(body.target_type, body.target_id);
      const visible =
        target !== null &&
        !(await repository.hiddenFromUsers(body.target_type, body.target_id)) &&
        (body.target_type !== 'message' ||
          (await repository.messageVisibleTo(body.target_id, reporter.id)));
      if (!visible) throw notFound(OPS_TEXT.reportUnknownTarget);
      const ownCompany = await repository.companyOf(body.target_type, body.target_id);
      if (
        (body.target_type === 'agent' && body.target_id === reporter.id) ||
        (ownCompany !== null && ownCompany === reporter.companyId) ||
        (body.target_type === 'message' && target.account_id === reporter.id)
      )
        throw badRequest(OPS_TEXT.reportYourself);
      await repository.insert({
        reporterId: reporter.id,
        targetType: body.target_type,
        targetId: body.target_id,
        reason: body.reason,
        note: body.note,
      });
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
