import { formatMoney } from '../../lib/money';

const hoursFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** "+$85.00" for money in, "−$85.00" (a true minus sign) for money out. */
export const formatSignedUsd = (cents: number) =>
  `${cents < 0 ? '−' : '+'}${formatMoney(Math.abs(cents))}`;

/** "2.5 h" */
export const formatHours = (hours: number) => `${hoursFormat.format(hours)} h`;

/** "Mar 4, 2025" */
export const formatEntryDate = (iso: string) => dateFormat.format(new Date(iso));
