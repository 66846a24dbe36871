import type { AgentReliability, CompanyReliability } from '@fieldhire/contract/reputation';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;
const stars = (avg: number) => avg.toFixed(1);

/** The parts of an agent's record worth showing, each a short phrase. */
export function agentRecordParts(record: AgentReliability): string[] {
  if (record.completed === 0 && record.on_time_rate === null && record.late_cancellations === 0)
    return [];
  return [
    `${record.completed} completed`,
    record.on_time_rate !== null ? `${percent(record.on_time_rate)} on time` : null,
    record.first_time_approval_rate !== null
      ? `${percent(record.first_time_approval_rate)} approved first time`
      : null,
    record.late_cancellations > 0
      ? `${record.late_cancellations} late cancellation${record.late_cancellations === 1 ? '' : 's'}`
      : null,
  ].filter((part): part is string => part !== null);
}

export function companyRecordParts(record: CompanyReliability): string[] {
  if (record.work_orders === 0) return [];
  return [
    `${record.work_orders} work order${record.work_orders === 1 ? '' : 's'}`,
    record.approval_days_median !== null
      ? `approves in ${record.approval_days_median} day${record.approval_days_median === 1 ? '' : 's'} (median)`
      : null,
    record.cancellation_rate !== null ? `${percent(record.cancellation_rate)} canceled` : null,
  ].filter((part): part is string => part !== null);
}

/** "4.5 ★ (12 ratings)", or null without ratings. */
export function ratingText(avg: number | null, count: number) {
  if (avg === null || count === 0) return null;
  return `${stars(avg)} ★ (${count} rating${count === 1 ? '' : 's'})`;
}
