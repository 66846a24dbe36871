import { randomToken } from '../crypto';
import type { PaymentProvider } from './payment-provider';

export const SANDBOX_PORTAL_PATH = '/billing/portal';

/**
 * Runs payments locally: the web app shows its own card form for the client secret and the server
 * charges the sandbox card network, so there are no webhooks and no customer records elsewhere.
 * Agents' payouts go to a test bank account, instantly.
 */
export function createSandboxProvider({ publicUrl }: { publicUrl: string }): PaymentProvider {
  return {
    name: 'sandbox',
    publishableKey: null,
    async createCheckout({ sessionId, companyId, customerId }) {
      return {
        clientSecret: `${sessionId}_secret_${randomToken(16)}`,
        providerSessionId: null,
        customerId: customerId ?? `cus_sandbox_${companyId}`,
      };
    },
    async retrieveCheckout() {
      return { status: 'open', subscriptionId: null, customerId: null };
    },
    async createPortalSession() {
      return `${publicUrl}${SANDBOX_PORTAL_PATH}`;
    },
    async setCancelAtPeriodEnd() {},
    parseWebhook() {
      throw new Error('The sandbox provider sends no webhooks.');
    },
    // The sandbox's cards were checked when they were saved, and its bank pays at once.
    async chargeSavedCard() {
      return { ref: `ch_sandbox_${randomToken(12)}`, settled: true };
    },
    async refund() {
      return { ref: `re_sandbox_${randomToken(12)}` };
    },
    paysOutOnApproval: false,
    async payoutAccount({ agentId }) {
      return { accountId: `acct_sandbox_${agentId}`, enabled: true, onboardingUrl: null };
    },
    async transfer() {
      return { ref: `po_sandbox_${randomToken(12)}` };
    },
    // A sandbox payout is the agent's own request and has reached their bank.
    async reverseTransfer() {
      return null;
    },
  };
}
