import { getTableColumns, sql, type SQL } from 'drizzle-orm';
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

/**
 * The row of `table` named `alias` in a statement as JSON, with the keys and values `JSON.stringify(rowOf(...))`
 * gives it (timestamps as `Date.toJSON` writes them): for a statement that stores the row's copy elsewhere
 * in the same round trip (an audit entry's `after` of a row it inserts).
 */
export function jsonOfRow(table: PgTable, alias: string): SQL {
  const pairs = Object.entries(getTableColumns(table)).map(([key, column]) => {
    const ref = sql`${sql.identifier(alias)}.${sql.identifier(column.name)}`;
    const value = column.columnType === 'PgTimestamp' ? sql`to_char(${ref} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : ref;
    return sql`${key}::text, ${value}`;
  });
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}
