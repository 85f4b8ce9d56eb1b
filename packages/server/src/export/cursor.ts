import pg from 'pg';
import { getTableColumns, type Table } from 'drizzle-orm';

/** Rows per FETCH: small enough to keep memory flat, large enough that round trips do not dominate. */
export const EXPORT_PAGE_ROWS = 500;
/** A reader that stops reading for this long ends its export, so a stalled download cannot hold a connection forever. */
const STALLED_READER = '60s';

/** Types Drizzle maps from their text form itself (timestamps, dates, intervals and their arrays), as its own driver does. */
const RAW_TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, 1182, 1185, 1187, 1231,
]);
const types = { getTypeParser: (id: number, format?: string) => (RAW_TEXT_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text')) };

type Query = { toSQL(): { sql: string; params: unknown[] } };

/**
 * The rows of a Drizzle `select().from(table)` query through a PostgreSQL cursor, one page at a time, on one
 * connection in a read-only repeatable-read transaction (so the pages form one consistent snapshot). The first
 * page is read before this returns, so a failing query is an ordinary error answer and not a cut-off download.
 * The generator fetches the next page only when asked (the reply stream's backpressure), and closes the cursor
 * and returns the connection when it finishes, fails or is abandoned.
 */
export async function openCursor<T extends Table>(pool: pg.Pool, table: T, query: Query, pageRows = EXPORT_PAGE_ROWS) {
  type Row = T['$inferSelect'];
  // Positional, in the table's column order (the order Drizzle selects them), each value mapped as Drizzle maps it.
  const columns = Object.entries(getTableColumns(table));
  const toRow = (values: unknown[]) =>
    Object.fromEntries(columns.map(([key, column], i) => [key, values[i] === null ? null : column.mapFromDriverValue(values[i])])) as Row;
  const { sql, params } = query.toSQL();
  const client = await pool.connect();
  let rowsRead = 0;
  const fetchPage = async () => {
    const result = await client.query<unknown[]>({ text: `FETCH ${pageRows} FROM export_rows`, rowMode: 'array', types });
    rowsRead += result.rows.length;
    return result.rows.map(toRow);
  };

  let closed: Promise<void> | null = null;
  /** Ends the transaction (which closes the cursor) and returns the connection; a broken one is dropped, not reused. */
  const close = (broken = false) =>
    (closed ??= (broken ? Promise.reject(new Error('broken')) : client.query('ROLLBACK')).then(
      () => client.release(),
      () => client.release(true),
    ));

  let first: Row[];
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await client.query(`SET LOCAL idle_in_transaction_session_timeout = '${STALLED_READER}'`);
    await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`, params);
    first = await fetchPage();
  } catch (error) {
    await close(true);
    throw error;
  }

  async function* pages(): AsyncGenerator<Row[]> {
    try {
      let page = first;
      while (page.length > 0) {
        yield page;
        if (page.length < pageRows) return;
        page = await fetchPage();
      }
    } catch (error) {
      await close(true);
      throw error;
    } finally {
      await close();
    }
  }
  /** `close` also covers a reader that goes away before asking for the first page (a generator never started has no `finally`). */
  return {
    pages: pages(),
    close,
    /** Rows fetched from the database so far (logged at the end; lets a test see that pages are read on demand). */
    get rowsRead() {
      return rowsRead;
    },
  };
}
