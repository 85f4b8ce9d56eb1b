import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * A table's row read by a raw statement (its columns by their database names, as `RETURNING *` or
 * `to_jsonb(row)` give them), each column mapped as drizzle's own queries map it: timestamps to Dates,
 * bigints to checked safe integers. For statements the query builder cannot write (several tables at once).
 */
export function rowOf<T extends PgTable>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = raw[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}
