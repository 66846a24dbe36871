/**
 * 12345.5 → "12,345.5": a number with its digits grouped by thousands as en-US writes them. It
 * spares a phone the locale data that the first `toLocaleString` call loads while a page hydrates.
 */
export function groupDigits(value: number) {
  const [whole = '', fraction] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
