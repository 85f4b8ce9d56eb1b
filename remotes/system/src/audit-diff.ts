/** One field of a logged change: its value before and after (undefined where that side has no such field). */
export type FieldChange = { field: string; before: unknown; after: unknown };
export type Changes = { changed: FieldChange[]; unchanged: Record<string, unknown> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Before and after of a log entry, field by field, when each is a record or absent (a creation has no
 * before, a removal no after): the fields that differ, in order, and the rest as they were. Null when
 * either side is something else (a list, a plain value), to be shown whole.
 */
export function changesOf(before: unknown, after: unknown): Changes | null {
  const absent = (value: unknown) => value === null || value === undefined;
  if ((!absent(before) && !isRecord(before)) || (!absent(after) && !isRecord(after))) return null;
  const was = isRecord(before) ? before : {};
  const is = isRecord(after) ? after : {};
  const changes: Changes = { changed: [], unchanged: {} };
  for (const field of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (field in was && field in is && same(was[field], is[field])) changes.unchanged[field] = is[field];
    else changes.changed.push({ field, before: was[field], after: is[field] });
  }
  return changes;
}

/** A logged value as readable text: pretty-printed JSON, or a dash where there is none. */
export const valueText = (value: unknown) => (value === undefined ? '-' : JSON.stringify(value, null, 2));
