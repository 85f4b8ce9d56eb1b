/**
 * The query string of a list's export: the applied filter and sorting as query parameters. Empty values
 * (undefined, null, '', []) are left out; an array repeats its key, as the server's query schema reads it.
 */
export function exportQueryOf(filter: Record<string, unknown>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      query.append(key, String(item));
    }
  }
  return query;
}

/** `customers-2026-11-23.csv`: the list's name and the viewer's date. */
export function exportFileName(list: string, now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${list}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`;
}
