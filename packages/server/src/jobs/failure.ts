import { LotteryError } from '@drawdesk/lottery';
import { causes, type DriverError } from '../db/driver-errors.js';
import { lotteryReason } from '../i18n/lottery-refusal.js';
import { render, say, type Say } from '../i18n/say.js';

/**
 * Bad data a job met (a row whose terms cannot be settled …): running it again cannot change the outcome.
 * It says what in the catalog's words (the Admins' todo); its message, in English, is the job's last error.
 */
export class BadDataError extends Error {
  override readonly name = 'BadDataError';
  constructor(
    readonly text: Say,
    options?: ErrorOptions,
  ) {
    super(render(text, 'en-US'), options);
  }
}

/** SQLSTATE classes of data the database refused: 22 (data exception: out of range, malformed) and 23 (a constraint). */
const DATA_STATE = /^2[23][0-9A-Z]{3}$/;
const isDataError = (e: DriverError) => typeof e.code === 'string' && DATA_STATE.test(e.code);
/** What the PostgreSQL driver says about where the refused data was. */
type Located = DriverError & { table?: string; column?: string; detail?: string };

/**
 * A failure a retry cannot fix: bad data thrown as a domain or range error (an amount past a safe integer,
 * a rule the data breaks), or data the database refused (class 22 or 23). A lost connection, a serialization
 * failure, a deadlock or any other error is worth another attempt.
 */
export function isDeterministic(error: unknown): boolean {
  return causes(error).some((e) => e instanceof BadDataError || e instanceof LotteryError || e instanceof RangeError || isDataError(e));
}

/**
 * What a deterministic failure says in the job's last error: the innermost reason (a query's wrapper only
 * repeats the statement), and for the database's refusal its code and where the data was.
 */
export function describeFailure(error: unknown): string {
  const chain = causes(error);
  const data = chain.find(isDataError) as Located | undefined;
  if (data) {
    const where = [data.table && `table ${data.table}`, data.column && `column ${data.column}`, data.constraint && `constraint ${data.constraint}`, data.detail]
      .filter(Boolean)
      .join(', ');
    return `${data.message} (SQLSTATE ${data.code}${where ? `; ${where}` : ''})`;
  }
  const own = chain.find((e) => e instanceof BadDataError || e instanceof LotteryError || e instanceof RangeError) ?? chain[0];
  return own?.message || own?.name || String(error);
}

/**
 * Why a step of a job failed, in the catalog's words: the domain core's refusal by its code, an amount past the
 * safe range, or an unexpected error. The error's own text (English, the database's or a driver's) stays in the
 * server log and the job's last error, never in what an Admin reads.
 */
export function whyOf(error: unknown): Say {
  const chain = causes(error);
  const lottery = chain.find((e): e is LotteryError => e instanceof LotteryError);
  if (lottery) return lotteryReason(lottery);
  if (chain.some(isDataError)) return say('job.failed.data');
  if (chain.some((e) => e instanceof RangeError)) return say('job.failed.range');
  return say('job.failed.other');
}

/** A failure as the Admins read it (their todo): bad data in the catalog's words, anything else by what it is. */
export function failureText(error: unknown): Say {
  const bad = causes(error).find((e) => e instanceof BadDataError);
  return bad ? bad.text : whyOf(error);
}
