/** The console page of a record, by the kind the API names it with; null for one without a page. */
export function recordPath(kind: string, id: number): string | null {
  switch (kind) {
    case 'user':
    case 'agent':
      return `/ops/users/${id}`;
    case 'company':
      return `/ops/companies/${id}`;
    case 'job':
      return `/ops/jobs/${id}`;
    case 'work_order':
      return `/ops/work-orders/${id}`;
    default:
      return null;
  }
}
