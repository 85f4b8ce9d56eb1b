/**
 * `@drawdesk/shell/words`: the operator's words for plays, selections, job kinds and audit actions, and
 * money as it is written, in either language. Pure (no React, no i18n runtime) so the server renders its
 * CSV exports and messages with the very functions the console shows; the shell's main entry re-exports
 * all of it for remotes.
 */
export { LOCALES, DEFAULT_LOCALE, pickLocale, textIn, type Locale, type Names } from './locale.js';
export { playWords, selectionWords, lineWords, playGroupWords, PLAY_GROUP_NAMES } from './plays.js';
export { jobKindWords, auditActionWords, auditObjectWords, JOB_KIND_NAMES, AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES } from './records.js';
export { formatMoney, formatRate } from '../format/money.js';
export { decimalText } from '../forms/decimal.js';
