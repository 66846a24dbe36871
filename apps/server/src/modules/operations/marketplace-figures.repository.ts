import { sql } from 'drizzle-orm';
import type { MarketplaceWeek } from '@fieldhire/contract/operations';
import { queryRows, type Database } from '../../db/database';

interface WeekRow {
  week_start: string;
  jobs_posted: number;
  jobs_filled: number;
  hours_to_fill: number | null;
  work_orders_approved: number;
  hours_to_approve: number | null;
  gmv_cents: string;
  fee_cents: string;
  refund_cents: string;
  reports_opened: number;
  disputes_opened: number;
}

const round = (value: number | null, digits = 1) =>
  value === null ? null : Number(Number(value).toFixed(digits));

/**
 * The marketplace's figures per week (Monday, UTC) for the last `weeks` weeks, this one included.
 * Each figure is one read over its own table's time index: jobs counted per week from
 * `jobs_created_idx`, the first work order of each job joined to its job by key (work orders are
 * few beside jobs), approvals by `approved_at`, money by the ledger's transactions.
 */
export function createMarketplaceFiguresRepository(db: Database) {
  return {
    async weekly(weeks: number): Promise<MarketplaceWeek[]> {
      const rows = await queryRows<WeekRow>(
        db,
        sql`with bounds as (
              select date_trunc('week', now() at time zone 'UTC') - ${weeks - 1} * interval '1 week' as first_week),
            weeks as (
              select generate_series(first_week, first_week + ${weeks - 1} * interval '1 week', interval '1 week') as week
                from bounds),
            -- One index-only range count per week: grouping a million rows by their week costs
            -- several times as much as counting each week's range of the index.
            posted as (
              select w.week, (select count(*)::int from jobs j
                               where j.created_at >= w.week at time zone 'UTC'
                                 and j.created_at < (w.week + interval '1 week') at time zone 'UTC') as jobs_posted
                from weeks w),
            filled as (
              select date_trunc('week', j.created_at at time zone 'UTC') as week, count(*)::int as jobs_filled,
                     avg(extract(epoch from f.first_at - j.created_at) / 3600) as hours_to_fill
                from (select job_id, min(created_at) as first_at from work_orders group by job_id) f
                join jobs j on j.id = f.job_id, bounds b
               where j.created_at >= b.first_week at time zone 'UTC' group by 1),
            approved as (
              select date_trunc('week', w.approved_at at time zone 'UTC') as week, count(*)::int as work_orders_approved,
                     avg(extract(epoch from w.approved_at - w.submitted_at) / 3600) as hours_to_approve
                from work_orders w, bounds b where w.approved_at >= b.first_week at time zone 'UTC' group by 1),
            money as (
              select date_trunc('week', t.created_at at time zone 'UTC') as week,
                     -sum(e.amount_cents) filter (where t.kind = 'work_order_payment' and e.account = 'company_card') as gmv,
                     sum(e.amount_cents) filter (where t.kind = 'work_order_payment' and e.account = 'platform_fees') as fees,
                     sum(e.amount_cents) filter (where t.kind = 'refund' and e.account = 'company_card') as refunds
                from ledger_transactions t join ledger_entries e on e.transaction_id = t.id, bounds b
               where t.created_at >= b.first_week at time zone 'UTC' and t.kind in ('work_order_payment', 'refund')
               group by 1),
            reported as (
              select date_trunc('week', r.created_at at time zone 'UTC') as week, count(*)::int as reports_opened
                from reports r, bounds b where r.created_at >= b.first_week at time zone 'UTC' group by 1),
            disputed as (
              select date_trunc('week', d.created_at at time zone 'UTC') as week, count(*)::int as disputes_opened
                from disputes d, bounds b where d.created_at >= b.first_week at time zone 'UTC' group by 1)
            select to_char(w.week, 'YYYY-MM-DD') as week_start,
                   coalesce(p.jobs_posted, 0) as jobs_posted, coalesce(f.jobs_filled, 0) as jobs_filled,
                   f.hours_to_fill::float8 as hours_to_fill,
                   coalesce(a.work_orders_approved, 0) as work_orders_approved,
                   a.hours_to_approve::float8 as hours_to_approve,
                   coalesce(m.gmv, 0)::text as gmv_cents, coalesce(m.fees, 0)::text as fee_cents,
                   coalesce(m.refunds, 0)::text as refund_cents,
                   coalesce(r.reports_opened, 0) as reports_opened,
                   coalesce(d.disputes_opened, 0) as disputes_opened
              from weeks w
              left join posted p on p.week = w.week
              left join filled f on f.week = w.week
              left join approved a on a.week = w.week
              left join money m on m.week = w.week
              left join reported r on r.week = w.week
              left join disputed d on d.week = w.week
             order by w.week`,
      );
      return rows.map((row) => ({
        ...row,
        fill_rate: row.jobs_posted > 0 ? round(row.jobs_filled / row.jobs_posted, 4) : null,
        hours_to_fill: round(row.hours_to_fill),
        hours_to_approve: round(row.hours_to_approve),
        gmv_cents: Number(row.gmv_cents),
        fee_cents: Number(row.fee_cents),
        refund_cents: Number(row.refund_cents),
        dispute_rate:
          row.work_orders_approved > 0
            ? round(row.disputes_opened / row.work_orders_approved, 4)
            : null,
      }));
    },
  };
}
