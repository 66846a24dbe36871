import type { CompanyApplicant, Job } from '@fieldhire/contract/jobs';
import type { CompanyPayment } from '@fieldhire/contract/payments';
import type { WorkOrder } from '@fieldhire/contract/work-orders';
import { dollars, type Column } from './csv-stream';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export const JOB_COLUMNS: Column<Job>[] = [
  { header: 'Job ID', cell: (job) => job.id },
  { header: 'Title', cell: (job) => job.title },
  { header: 'Status', cell: (job) => job.status },
  { header: 'Job type', cell: (job) => job.job_type.name },
  { header: 'Category', cell: (job) => job.category },
  { header: 'Address', cell: (job) => job.address },
  { header: 'City', cell: (job) => job.city },
  { header: 'State', cell: (job) => job.state },
  { header: 'ZIP', cell: (job) => job.zip },
  { header: 'Pay min ($)', cell: (job) => job.salary_min },
  { header: 'Pay max ($)', cell: (job) => job.salary_max },
  { header: 'Pay unit', cell: (job) => job.salary_unit },
  { header: 'Openings', cell: (job) => job.openings },
  { header: 'Filled', cell: (job) => job.filled },
  { header: 'Applicants', cell: (job) => job.applicants_count },
  { header: 'Featured', cell: (job) => yesNo(job.featured) },
  { header: 'Schedule start', cell: (job) => job.schedule?.start ?? null },
  { header: 'Schedule end', cell: (job) => job.schedule?.end ?? null },
  { header: 'Duration (minutes)', cell: (job) => job.duration_minutes },
  { header: 'Deadline', cell: (job) => job.deadline },
  { header: 'Posted at', cell: (job) => job.created_at },
  { header: 'Listing ends at', cell: (job) => job.expires_at ?? null },
];

export const APPLICANT_COLUMNS: Column<CompanyApplicant>[] = [
  { header: 'Application ID', cell: (applicant) => applicant.id },
  { header: 'Job ID', cell: (applicant) => applicant.job.id },
  { header: 'Job title', cell: (applicant) => applicant.job.title },
  { header: 'Agent', cell: (applicant) => applicant.candidate.name },
  { header: 'Agent username', cell: (applicant) => applicant.candidate.username },
  { header: 'Agent city', cell: (applicant) => applicant.candidate.city },
  { header: 'Agent state', cell: (applicant) => applicant.candidate.state },
  { header: 'Status', cell: (applicant) => applicant.status },
  { header: 'Message', cell: (applicant) => applicant.message },
  {
    header: 'Counter-offer pay min ($)',
    cell: (applicant) => applicant.counter_offer?.salary_min ?? null,
  },
  {
    header: 'Counter-offer pay max ($)',
    cell: (applicant) => applicant.counter_offer?.salary_max ?? null,
  },
  { header: 'Counter-offer start', cell: (applicant) => applicant.counter_offer?.start ?? null },
  { header: 'Work order ID', cell: (applicant) => applicant.work_order_id },
  { header: 'Applied at', cell: (applicant) => applicant.created_at },
  { header: 'Updated at', cell: (applicant) => applicant.updated_at },
];

/** Each answered question of the work order, a line each: "label: answer". */
const answersOf = (order: WorkOrder) =>
  order.deliverables
    .flatMap((deliverable) =>
      deliverable.items
        .filter((item) => item.answer !== null)
        .map((item) => `${deliverable.label}: ${item.answer}`),
    )
    .join('\n');

/** Each delivered photo and document of the work order, a line each: "label: address". */
const filesOf = (order: WorkOrder, origin: string) =>
  order.deliverables
    .flatMap((deliverable) =>
      deliverable.items
        .filter((item) => item.url !== null)
        .map((item) => `${deliverable.label}: ${origin}${item.url}`),
    )
    .join('\n');

/** The work orders' columns; file links are absolute, on `origin`, and ask who reads them. */
export const workOrderColumns = (origin: string): Column<WorkOrder>[] => [
  { header: 'Work order ID', cell: (order) => order.id },
  { header: 'Job ID', cell: (order) => order.job.id },
  { header: 'Job title', cell: (order) => order.job.title },
  { header: 'Job type', cell: (order) => order.job.job_type },
  { header: 'Agent', cell: (order) => order.agent.name },
  { header: 'Agent username', cell: (order) => order.agent.username },
  { header: 'Status', cell: (order) => order.status },
  { header: 'Schedule type', cell: (order) => order.schedule.type },
  { header: 'Scheduled start', cell: (order) => order.schedule.start },
  { header: 'Scheduled end', cell: (order) => order.schedule.end },
  { header: 'Duration (minutes)', cell: (order) => order.duration_minutes },
  { header: 'Pay min ($)', cell: (order) => order.pay.amount_min },
  { header: 'Pay max ($)', cell: (order) => order.pay.amount_max },
  { header: 'Pay unit', cell: (order) => order.pay.unit },
  { header: 'Address', cell: (order) => order.site.address },
  { header: 'City', cell: (order) => order.site.city },
  { header: 'State', cell: (order) => order.site.state },
  { header: 'ZIP', cell: (order) => order.site.zip },
  { header: 'Checked in at', cell: (order) => order.check_in?.at ?? null },
  { header: 'Checked out at', cell: (order) => order.check_out?.at ?? null },
  { header: 'Submitted at', cell: (order) => order.submitted_at },
  { header: 'Approved at', cell: (order) => order.approved_at },
  {
    header: 'Charged ($)',
    cell: (order) => (order.payment ? dollars(order.payment.charged_cents) : null),
  },
  { header: 'Canceled at', cell: (order) => order.canceled?.at ?? null },
  { header: 'Cancel reason', cell: (order) => order.canceled?.reason ?? null },
  { header: 'Answers', cell: answersOf },
  { header: 'Photos and documents', cell: (order) => filesOf(order, origin) },
  { header: 'Created at', cell: (order) => order.created_at },
];

export const PAYMENT_COLUMNS: Column<CompanyPayment>[] = [
  { header: 'Transaction ID', cell: (payment) => payment.id },
  { header: 'Date', cell: (payment) => payment.at },
  { header: 'Type', cell: (payment) => (payment.kind === 'refund' ? 'Refund' : 'Charge') },
  { header: 'Work order ID', cell: (payment) => payment.work_order.id },
  { header: 'Job ID', cell: (payment) => payment.work_order.job.id },
  { header: 'Job title', cell: (payment) => payment.work_order.job.title },
  { header: 'Agent', cell: (payment) => payment.work_order.agent.name },
  { header: 'Hours', cell: (payment) => payment.hours },
  { header: 'Agent pay ($)', cell: (payment) => dollars(payment.pay_cents) },
  { header: 'Fee ($)', cell: (payment) => dollars(payment.fee_cents) },
  { header: 'Amount ($)', cell: (payment) => dollars(payment.amount_cents) },
];
