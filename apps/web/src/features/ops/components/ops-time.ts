/** A moment as the console shows it: "Dec 7, 2026, 10:40 AM". */
export const opsTime = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
