import type { Database } from '../src/db/database';
import { createLedgerRepository } from '../src/modules/payments/ledger.repository';

/**
 * Records a refund of part of a paid work order's charge, as a refund at the payment provider
 * would: the company gets `cents` back, `feeCents` of it from the platform's fee and the rest
 * owed back by the agent.
 */
export async function refundWork(
  db: Database,
  work: { workOrderId: number; companyId: number; agentId: number },
  cents: number,
  feeCents: number,
) {
  await db.transaction((tx) =>
    createLedgerRepository(tx).post({
      kind: 'refund',
      key: `work-order:${work.workOrderId}:refund:${cents}`,
      provider: 'sandbox',
      companyId: work.companyId,
      agentId: work.agentId,
      workOrderId: work.workOrderId,
      entries: [
        { account: 'company_card', ownerId: work.companyId, amountCents: cents },
        { account: 'platform_fees', ownerId: 0, amountCents: -feeCents },
        { account: 'agent_owed', ownerId: work.agentId, amountCents: -(cents - feeCents) },
      ],
    }),
  );
}
