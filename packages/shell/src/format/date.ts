const pad = (n: number) => n.toString().padStart(2, '0');

/** `2026-11-21 20:05:03` in the viewer's time zone (or `timeZoneOffsetMinutes` east of UTC, for tests and reports). */
export function formatDateTime(iso: string | null, timeZoneOffsetMinutes?: number): string {
  if (!iso) return '-';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '-';
  const offset = timeZoneOffsetMinutes ?? -new Date(time).getTimezoneOffset();
  const d = new Date(time + offset * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}
