import { groupDigits } from './group-digits';
const UNIT_LABEL = { hour: 'hour', job: 'job', month: 'month', year: 'year' } as const;

const dollars = (value: number) => `$${groupDigits(value)}`;

/** "$45–$65 / job", or a single figure when the range is one value. */
export function formatPay(min: number, max: number, unit: keyof typeof UNIT_LABEL) {
  const range = min === max ? dollars(min) : `${dollars(min)}–${dollars(max)}`;
  return `${range} / ${UNIT_LABEL[unit]}`;
}
