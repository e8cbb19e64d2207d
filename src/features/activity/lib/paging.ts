/** The spec's "from - to of total" figures for a 1-based page; 0 - 0 of 0 when empty. */
export function pageRange(page: number, pageSize: number, total: number) {
  if (total === 0) return { from: 0, to: 0, total, last: 1 };
  const from = Math.min((page - 1) * pageSize + 1, total);
  const to = Math.min(page * pageSize, total);
  return { from, to, total, last: Math.max(1, Math.ceil(total / pageSize)) };
}
