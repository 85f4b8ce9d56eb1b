import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Table } from 'drizzle-orm';
import { ErrorEnvelope, type Titles } from '@drawdesk/contracts';
import { rateLimited } from '../lib/errors.js';
import { BOM, csvCell, csvLine, percent, yuan } from './csv.js';
import { languageOf, type Language } from '../i18n/language.js';
import { openCursor } from './cursor.js';
import { regionName } from '../customers/regions.js';

/**
 * How a value is written: `text` (as typed, formula-safe), `number`, `money` (fen -> yuan, 2 decimals),
 * `percent` (basis points -> percent, 2 decimals), `time` (ISO 8601, UTC), `list` (joined by ", "),
 * `yesNo` (in the header's language) or `json` (audit before/after).
 */
/** `region`: a GB/T 2260 code as its names (`广东省 深圳市 南山区`). */
export type ExportFormat = 'text' | 'number' | 'money' | 'percent' | 'time' | 'list' | 'yesNo' | 'json' | 'region';
/**
 * One column of an export, defined once per resource: the row field, its header in both languages, its format;
 * or `words`, the cell as the operator reads it in the export's language (a play and selection, an audit action).
 */
export type ExportColumn<Row> = { key: keyof Row & string; header: Titles; format?: ExportFormat; words?: (row: Row, language: Language) => string };

const YES_NO: Record<Language, [string, string]> = { 'zh-CN': ['是', '否'], 'en-US': ['Yes', 'No'] };

export function exportCell(value: unknown, format: ExportFormat, language: Language): string {
  if (value === null || value === undefined) return '';
  switch (format) {
    case 'number':
      return csvCell(String(value), false);
    case 'money':
      return csvCell(yuan(value as number), false);
    case 'percent':
      return csvCell(percent(value as number), false);
    case 'time':
      return csvCell((value as Date).toISOString(), false);
    case 'yesNo':
      return csvCell(YES_NO[language][value ? 0 : 1], false);
    case 'list':
      return csvCell((value as unknown[]).join(', '));
    case 'region':
      return csvCell(regionName(value as string));
    case 'json':
      return csvCell(JSON.stringify(value));
    default:
      return csvCell(String(value));
  }
}

/** Each export holds one database connection while it streams; beyond this many at once a caller is asked to retry. */
export const MAX_RUNNING_EXPORTS = 3;
let running = 0;

type Cursor<Row> = { pages: AsyncIterable<Row[]> };

/** The CSV text of a cursor's rows: BOM and header row first, then one chunk per page, pulled only as the reader reads. */
/** The BOM and the header row in the caller's language: how every export starts. */
const csvHead = <Row>(columns: readonly ExportColumn<Row>[], language: Language) => BOM + csvLine(columns.map((column) => csvCell(column.header[language])));
/** Rows as CSV lines, each value written in its column's format. */
const csvRows = <Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[], language: Language) =>
  rows.map((row) => csvLine(columns.map((column) => (column.words ? csvCell(column.words(row, language)) : exportCell(row[column.key], column.format ?? 'text', language))))).join('');

export function csvStream<Row>(cursor: Cursor<Row>, columns: readonly ExportColumn<Row>[], language: Language) {
  async function* lines() {
    yield csvHead(columns, language);
    for await (const page of cursor.pages) yield csvRows(columns, page, language);
  }
  return Readable.from(lines(), { objectMode: false });
}

export type ExportSource<T extends Table> = {
  /** The file name's stem: `customers` -> customers-20261123.csv. */
  name: string;
  columns: readonly ExportColumn<T['$inferSelect']>[];
  table: T;
  /** The list's query, unpaged (its repository's `exportQuery`, so the same filters and scope as the list). */
  query: { toSQL(): { sql: string; params: unknown[] } };
};

/**
 * Streams an export as CSV (docs/api.md#exports): BOM, a header row in the caller's language, then the rows page by
 * page from a cursor. Pages are read only as fast as the client takes them (the reply stream's backpressure), so
 * memory stays flat whatever the row count.
 */
export async function sendExport<T extends Table>(pool: pg.Pool, request: FastifyRequest, reply: FastifyReply, source: ExportSource<T>) {
  if (running >= MAX_RUNNING_EXPORTS) throw rateLimited(5, 'rate.exports');
  running += 1;
  let cursor: Awaited<ReturnType<typeof openCursor<T>>>;
  try {
    cursor = await openCursor(pool, source.table, source.query);
  } catch (error) {
    running -= 1;
    throw error;
  }
  const stream = csvStream(cursor, source.columns, languageOf(request.headers['accept-language']));
  stream.once('close', () => {
    running -= 1;
    request.log.info({ export: source.name, rows: cursor.rowsRead }, 'export streamed');
    void cursor.close();
  });
  return sendCsv(reply, source.name, stream);
}

function sendCsv(reply: FastifyReply, name: string, body: Readable | string) {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A short table already in memory (one analysis' outcomes: at most 1,000 rows) as CSV, written like the streamed exports. */
export function sendRows<Row>(request: FastifyRequest, reply: FastifyReply, name: string, columns: readonly ExportColumn<Row>[], rows: readonly Row[]) {
  const language = languageOf(request.headers['accept-language']);
  const text = csvHead(columns, language) + csvRows(columns, rows, language);
  return sendCsv(reply, name, text);
}

/** The responses of an export route, for its schema and the API docs. */
export const csvAnswer = { 200: { description: 'CSV (UTF-8 with BOM), streamed', type: 'string' }, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope } as const;

/** The summary of a list's export in the API docs. */
export const exportSummary = (what: string) => `${what} as CSV: the list's filters and sort as a query string, header row in the Accept-Language`;
