import { drawName, LOTTERY_LABELS } from '@drawdesk/shell';
import type { LotteryCode } from '@drawdesk/contracts';

// The objects the server names by their draw (`MO6 2026331`: the lottery's code, then the issue).
const NAMED_BY_DRAW = new Set(['draw', 'analysis', 'layoff']);

/**
 * An audited object's name as the operator reads it: a draw's lottery by its name (`澳门六合彩 2026331`), not
 * its code; any other label as the server gave it.
 */
export function auditLabel(t: (key: string) => string, entity: string, label: string | null): string | null {
  if (label === null || !NAMED_BY_DRAW.has(entity)) return label;
  const [lottery, issue] = label.split(' ');
  return lottery && issue && lottery in LOTTERY_LABELS ? drawName(t, { lottery: lottery as LotteryCode, issue }) : label;
}
