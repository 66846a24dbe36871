import type { Applicant } from '@fieldhire/contract/jobs';
import { NO_AGENT_RECORD, type AgentReliability } from '@fieldhire/contract/reputation';
import { toIso } from '../../platform/iso-time';

export interface ApplicantRow {
  id: number;
  status: Applicant['status'];
  message: string;
  counter_offer: Applicant['counter_offer'];
  work_order_id: number | null;
  work_confirmed: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  candidate_id: number;
  username: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  headline: string | null;
  city: string | null;
  state: string | null;
  reliability: AgentReliability | null;
}

export function toApplicant(row: ApplicantRow): Applicant {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
    candidate: {
      id: row.candidate_id,
      username: row.username,
      name: `${row.first_name} ${row.last_name}`.trim(),
      avatar: row.avatar,
      headline: row.headline,
      city: row.city,
      state: row.state,
      reliability: row.reliability ?? NO_AGENT_RECORD,
    },
    counter_offer: row.counter_offer,
    work_order_id: row.work_order_id,
    work_confirmed: row.work_confirmed,
  };
}
