import type { UserInfo } from '@fieldhire/contract/accounts';
import type { WorkOrderParty, WorkOrderStatus } from '@fieldhire/contract/work-orders';

export const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  assigned: 'orange',
  confirmed: 'blue',
  checked_in: 'cyan',
  checked_out: 'indigo',
  submitted: 'violet',
  revision_requested: 'red',
  approved: 'green',
  canceled: 'gray',
};

/** Which side of a work order the viewer is on: the server shows one only to its agent and company. */
export const partyOf = (viewer: Pick<UserInfo, 'role'>): WorkOrderParty =>
  viewer.role === 'employer' ? 'company' : 'agent';

const AGENT_NEXT: Record<WorkOrderStatus, string> = {
  assigned: 'Confirm or decline this work',
  confirmed: 'Check in when you arrive',
  checked_in: 'Add deliverables, then check out',
  checked_out: 'Finish deliverables and submit',
  submitted: 'Waiting for the company to approve',
  revision_requested: 'Fix what the company asked and resubmit',
  approved: 'Approved: nothing left to do',
  canceled: 'Canceled',
};

const COMPANY_NEXT: Record<WorkOrderStatus, string> = {
  assigned: 'Waiting for the agent to confirm',
  confirmed: 'Agent confirmed; waiting for check-in',
  checked_in: 'Agent on site',
  checked_out: 'Agent finished on site; waiting for submission',
  submitted: 'Review and approve, or request a revision',
  revision_requested: 'Waiting for the agent’s revision',
  approved: 'Approved',
  canceled: 'Canceled',
};

/** What happens next, said to the viewer's side. */
export const nextStep = (status: WorkOrderStatus, party: WorkOrderParty) =>
  (party === 'agent' ? AGENT_NEXT : COMPANY_NEXT)[status];
