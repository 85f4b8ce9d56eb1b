/**
 * CSV text for exports (docs/api.md#exports): RFC 4180 quoting, CRLF lines, a BOM so spreadsheet programs
 * read Chinese, and cells a spreadsheet would run as a formula disarmed (OWASP "CSV injection").
 */
export const BOM = '\uFEFF';

/** A spreadsheet reads a cell starting with one of these as a formula (or strips the tab/CR and then does). */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell. Text someone typed gets a leading apostrophe when it could run as a formula; numbers we wrote do not. */
export function csvCell(text: string, typed = true): string {
  const safe = typed && FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]) => `${cells.join(',')}\r\n`;

/** Integer fen as yuan with two decimals, exactly (integer arithmetic, never a float): -1205 -> "-12.05". */
export function yuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Basis points as a percentage with two decimals: 1250 -> "12.50". */
export const percent = (bp: number) => yuan(bp);
