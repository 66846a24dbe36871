/** The public page of a company: its id, base64-encoded, in the route. */
export function companyPath(id: number): string {
  return `/companies/${btoa(String(id))}`;
}

/** The company id from a route segment, or null when it is not base64 of a positive integer. */
export function decodeCompanyId(encoded: string | undefined): number | null {
  if (!encoded) return null;
  const normalized = encoded.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normalized.padEnd(Math.ceil(normalized.length / 4) * 4, '=');
  let decoded: string;
  try {
    decoded = atob(padded);
  } catch {
    return null;
  }
  if (!/^[1-9]\d{0,14}$/.test(decoded)) return null;
  return Number(decoded);
}
