import { DRAW_RULES, type GameCode } from '@drawdesk/contracts';
import type { FieldProblem } from '../lib/errors.js';
import { say } from '../i18n/say.js';

const inRange = (n: number, rule: { min: number; max: number }) => Number.isInteger(n) && n >= rule.min && n <= rule.max;

function mark6Problems(numbers: readonly number[], special: number | undefined): FieldProblem[] {
  const rule = DRAW_RULES.mark6;
  const problems: FieldProblem[] = [];
  if (numbers.length !== rule.count) problems.push({ field: '/numbers', text: say('result.mark6Count', { count: rule.count }) });
  numbers.forEach((n, i) => {
    if (!inRange(n, rule)) problems.push({ field: `/numbers/${i}`, text: say('result.numberRange', { n, min: rule.min, max: rule.max }) });
  });
  if (new Set(numbers).size !== numbers.length) problems.push({ field: '/numbers', text: say('result.distinct') });
  if (special === undefined) problems.push({ field: '/special', text: say('result.needsSpecial') });
  else if (!inRange(special, rule)) problems.push({ field: '/special', text: say('result.numberRange', { n: special, min: rule.min, max: rule.max }) });
  else if (numbers.includes(special)) problems.push({ field: '/special', text: say('result.specialDiffers') });
  return problems;
}

function pick3Problems(numbers: readonly number[], special: number | undefined): FieldProblem[] {
  const rule = DRAW_RULES.pick3;
  const problems: FieldProblem[] = [];
  if (numbers.length !== rule.count) problems.push({ field: '/numbers', text: say('result.pick3Count', { count: rule.count }) });
  numbers.forEach((n, i) => {
    if (!inRange(n, rule)) problems.push({ field: `/numbers/${i}`, text: say('result.digitRange', { n, min: rule.min, max: rule.max }) });
  });
  if (special !== undefined) problems.push({ field: '/special', text: say('result.noSpecial') });
  return problems;
}

/** What is wrong with a result for this game (docs/domain/draws.md#the-lifecycle), field by field; empty when it is a valid draw. */
export function resultProblems(game: GameCode, numbers: readonly number[], special: number | undefined): FieldProblem[] {
  return game === 'MARK6' ? mark6Problems(numbers, special) : pick3Problems(numbers, special);
}
