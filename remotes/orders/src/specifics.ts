import type { ParseDiagnostic } from '@drawdesk/contracts';
import { formatMoney, lineWords, playWords, type Locale } from '@drawdesk/shell';

/** The console's `t`, as far as this needs it. */
type Translate = (key: string, options: Record<string, string>) => string;

/** Parameters that are money in fen (packages/lottery/src/parser/diagnostics.ts names them). */
const MONEY = new Set(['stake', 'stated', 'read']);

/**
 * A diagnostic's specifics in the viewer's language, from their code and parameters: money in yuan, a play and
 * its selection in the operator's words (`line`). A code this console does not know says nothing rather than
 * showing the code.
 */
export function specificsOf(detail: ParseDiagnostic['detail'], t: Translate, locale: Locale): string {
  if (!detail) return '';
  const params = detail.params ?? {};
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) values[name] = MONEY.has(name) && typeof value === 'number' ? formatMoney(value) : String(value);
  if (typeof params.play === 'string') {
    values.play = playWords(params.play, locale);
    if (typeof params.selection === 'string') values.line = lineWords(params.play, params.selection, locale);
  }
  return t(`orders.specifics.${detail.code}`, { ...values, defaultValue: '' });
}
