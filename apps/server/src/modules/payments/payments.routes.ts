import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@fieldhire/contract/errors';
import { Earnings, Payout, PayoutAccount, WorkSpending } from '@fieldhire/contract/payments';
import { requireViewer } from '../../platform/auth';
import type { PaymentsService } from './payments.service';

const tags = ['payments'];
const errors = { 401: ApiError, 403: ApiError };

export const paymentsRoutes: FastifyPluginAsyncZod<{ payments: PaymentsService }> = async (
  app,
  { payments },
) => {
  app.get(
    '/api/earnings/',
    {
      schema: {
        tags,
        summary: "The agent's earnings: balances, totals per year and each movement",
        response: { 200: Earnings, ...errors },
      },
    },
    (request) => payments.earnings(requireViewer(request)),
  );

  app.post(
    '/api/payouts/',
    {
      schema: {
        tags,
        summary: 'Pay out the available balance',
        description: '409 when nothing is available. Two requests at once pay the balance once.',
        response: { 201: Payout, ...errors, 409: ApiError },
      },
    },
    async (request, reply) => reply.code(201).send(await payments.payout(requireViewer(request))),
  );

  app.get(
    '/api/billing/work-spending/',
    {
      schema: {
        tags,
        summary: "The company's payments for approved work, per job and per agent",
        description: 'For the owner and admins of the company, like its invoices.',
        response: { 200: WorkSpending, ...errors },
      },
    },
    (request) => payments.workSpending(requireViewer(request)),
  );

  app.get(
    '/api/payouts/account/',
    {
      schema: {
        tags,
        summary: 'The account payouts go to: its status and where to finish setting it up',
        response: { 200: PayoutAccount, ...errors },
      },
    },
    (request) => payments.payoutAccount(requireViewer(request)),
  );
};
