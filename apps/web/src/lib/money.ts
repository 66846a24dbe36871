const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in cents as money, e.g. "$1,234.50". */
export function formatMoney(cents: number, currency = 'usd') {
  const code = currency.toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: code });
    formatters.set(code, formatter);
  }
  return formatter.format(cents / 100);
}
