const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as the value of an `<input type="datetime-local">`, in the browser's time zone. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * A datetime-local value (read in the browser's time zone) as an ISO time; a value that is not a
 * time comes back as it was, so the contract's schema names the problem.
 */
export function fromLocalInputValue(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
