import type { JOB_TYPES } from '@fieldhire/contract/constants';
import type { Deliverable } from '@fieldhire/contract/work-terms';
import type { jobs } from '../schema/jobs';
import { onSiteClock, siteCalendar } from './demo-site-clock';
import type { Random } from './random';

type JobTypeName = (typeof JOB_TYPES)[number];
type WorkTerms = Pick<
  typeof jobs.$inferInsert,
  'openings' | 'schedule' | 'durationMinutes' | 'deliverables' | 'deadline'
>;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const photo = (id: string, label: string, min_count = 1, required = true): Deliverable => ({
  id,
  kind: 'photo',
  label,
  min_count,
  required,
});
const document = (id: string, label: string, required = true): Deliverable => ({
  id,
  kind: 'document',
  label,
  min_count: 1,
  required,
});
const question = (id: string, label: string, required = true): Deliverable => ({
  id,
  kind: 'question',
  label,
  min_count: 1,
  required,
});

/** What a kind of work asks agents to hand in, how long it takes, and when in the day it is done. */
interface WorkKind {
  deliverables: Deliverable[];
  minutes: number;
  /** The site's hours a visit may start in. */
  hours: [number, number];
  /** How many agents a job of this kind may need at most. */
  openings: number;
  /** Done Monday to Friday only (an inspection), or any day (a store visit, a signing). */
  weekdays: boolean;
}

const work = (
  minutes: number,
  hours: [number, number],
  openings: number,
  deliverables: Deliverable[],
  weekdays = true,
): WorkKind => ({ deliverables, minutes, hours, openings, weekdays });

const EXTERIOR = [
  photo('street', 'Street view with the house number', 1),
  photo('front', 'Front elevation', 2),
  photo('sides', 'Each side of the building', 4),
  question('occupied', 'Is the property occupied?'),
];

const inspection = (minutes: number, extra: Deliverable[] = []) =>
  work(minutes, [8, 15], 2, [...EXTERIOR, ...extra]);

/** A store or a branch, open from mid-morning. */
const visit = (minutes: number, deliverables: Deliverable[], openings = 3) =>
  work(minutes, [10, 16], openings, deliverables, false);

const signing = work(
  60,
  [17, 19],
  1,
  [
    document('package', 'Signed closing package, scanned'),
    question('signed', 'Were all pages signed and dated?'),
  ],
  false,
);

const WORK: Record<JobTypeName, WorkKind> = {
  'Residential Inspection': inspection(60, [photo('rooms', 'Each room', 8)]),
  'Commercial Inspection': inspection(120, [
    photo('systems', 'Roof, HVAC and electrical panels', 6),
    document('checklist', 'Completed site checklist'),
  ]),
  'Insurance Inspections': inspection(45, [
    photo('roof', 'Roof line', 2),
    question('damage', 'Any visible damage?'),
  ]),
  Notary: signing,
  Mortgage: signing,
  'Loan Signing': signing,
  'Property Preservation': work(180, [8, 13], 2, [
    photo('before', 'Before the work', 4),
    photo('after', 'After the work', 4),
    question('hazards', 'Any hazards left on site?'),
  ]),
  'Mystery Shopping': visit(45, [
    photo('storefront', 'Storefront', 1),
    document('receipt', 'Receipt'),
    question('greeted', 'Were you greeted within two minutes?'),
  ]),
  'Occupancy Verification': inspection(20),
  'Drive-By Inspection': work(15, [8, 15], 2, [
    photo('street', 'Street view with the house number', 2),
    question('occupied', 'Is the property occupied?'),
  ]),
  'Property Condition Report': inspection(60, [
    question('condition', 'Overall condition: good, fair or poor?'),
  ]),
  'Loss Control Survey': inspection(90, [
    photo('hazards', 'Hazards found', 1, false),
    document('survey', 'Completed survey form'),
  ]),
  'Hazard Inspection': inspection(60, [photo('hazards', 'Each hazard found', 1, false)]),
  'Construction Draw Inspection': inspection(45, [
    photo('progress', 'Work completed since the last draw', 6),
    question('percent', 'Percent complete'),
  ]),
  'Disaster Inspection': inspection(90, [photo('damage', 'The damage', 6)]),
  'Claims Adjusting': work(120, [9, 15], 1, [
    photo('damage', 'The damage', 8),
    document('estimate', 'Repair estimate'),
    question('cause', 'Cause of loss'),
  ]),
  Appraisal: inspection(90, [photo('rooms', 'Each room', 8), document('sketch', 'Floor sketch')]),
  Merchandising: visit(120, [photo('before', 'Shelf before', 2), photo('after', 'Shelf after', 2)]),
  'Retail Audit': visit(60, [
    photo('displays', 'Each display', 3),
    question('stock', 'Any product out of stock?'),
  ]),
  'Process Serving': work(
    30,
    [8, 18],
    1,
    [
      document('affidavit', 'Signed affidavit of service'),
      question('served', 'Who accepted the papers?'),
    ],
    false,
  ),
  Photography: visit(90, [photo('exterior', 'Exterior', 6), photo('interior', 'Interior', 12)], 1),
  'Maintenance and Repair': work(120, [8, 14], 1, [
    photo('before', 'Before the repair', 2),
    photo('after', 'After the repair', 2),
    document('invoice', 'Invoice for parts', false),
  ]),
  'Field Survey': visit(60, [
    photo('site', 'The site', 4),
    question('notes', 'What did you find?'),
  ]),
};

/** What a job of this kind asks agents to hand in, and how long it takes. */
export const workOfKind = (typeName: JobTypeName) => ({
  deliverables: WORK[typeName].deliverables,
  minutes: WORK[typeName].minutes,
});

/**
 * A demo job's terms, as a company posting that kind of work would set them: what to hand in and
 * how long it takes always; most jobs a visit some days from now in the site's working hours (a
 * hard start or an arrival window), some an apply-by date before it, and some more than one opening.
 */
export function demoWorkTerms(
  typeName: JobTypeName,
  state: string,
  random: Random,
  now = new Date(),
): WorkTerms {
  const kind = WORK[typeName];
  const openings = random.next() < 0.25 ? random.int(2, Math.max(2, kind.openings)) : 1;
  if (random.next() < 0.2) {
    return {
      openings,
      schedule: null,
      durationMinutes: kind.minutes,
      deliverables: kind.deliverables,
    };
  }
  const inDays = random.int(2, 21);
  const clock = [random.int(kind.hours[0], kind.hours[1]), random.pick([0, 30])] as const;
  let start = onSiteClock(state, inDays, clock, now);
  let there = siteCalendar(start, state);
  const weekday = there.getUTCDay();
  if (kind.weekdays && (weekday === 0 || weekday === 6)) {
    start = onSiteClock(state, inDays + (weekday === 6 ? 2 : 1), clock, now);
    there = siteCalendar(start, state);
  }
  const window = random.next() < 0.6;
  const end = window ? new Date(start.getTime() + random.int(2, 4) * HOUR_MS) : null;
  // The day before the visit's, on the site's calendar, kept as the midnight UTC that starts it.
  const applyBy =
    random.next() < 0.4
      ? new Date(Date.UTC(there.getUTCFullYear(), there.getUTCMonth(), there.getUTCDate() - 1))
      : null;
  return {
    openings,
    schedule: {
      type: window ? 'window' : 'hard_start',
      start: start.toISOString(),
      end: end ? end.toISOString() : null,
    },
    durationMinutes: kind.minutes,
    deliverables: kind.deliverables,
    deadline: applyBy && applyBy.getTime() > now.getTime() + DAY_MS ? applyBy : null,
  };
}
