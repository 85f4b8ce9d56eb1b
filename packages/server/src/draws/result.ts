import { DRAW_RULES, type FieldError, type GameCode } from '@drawdesk/contracts';

const inRange = (n: number, rule: { min: number; max: number }) => Number.isInteger(n) && n >= rule.min && n <= rule.max;

function mark6Problems(numbers: readonly number[], special: number | undefined): FieldError[] {
  const rule = DRAW_RULES.mark6;
  const problems: FieldError[] = [];
  if (numbers.length !== rule.count) problems.push({ field: '/numbers', message: `Mark Six has ${rule.count} regular numbers` });
  numbers.forEach((n, i) => {
    if (!inRange(n, rule)) problems.push({ field: `/numbers/${i}`, message: `${n} is not a number from ${rule.min} to ${rule.max}` });
  });
  if (new Set(numbers).size !== numbers.length) problems.push({ field: '/numbers', message: 'The regular numbers must be distinct' });
  if (special === undefined) problems.push({ field: '/special', message: 'Mark Six needs the special number' });
  else if (!inRange(special, rule)) problems.push({ field: '/special', message: `${special} is not a number from ${rule.min} to ${rule.max}` });
  else if (numbers.includes(special)) problems.push({ field: '/special', message: 'The special number must differ from the regular numbers' });
  return problems;
}

function pick3Problems(numbers: readonly number[], special: number | undefined): FieldError[] {
  const rule = DRAW_RULES.pick3;
  const problems: FieldError[] = [];
  if (numbers.length !== rule.count) problems.push({ field: '/numbers', message: `Pick-3 has ${rule.count} digits` });
  numbers.forEach((n, i) => {
    if (!inRange(n, rule)) problems.push({ field: `/numbers/${i}`, message: `${n} is not a digit from ${rule.min} to ${rule.max}` });
  });
  if (special !== undefined) problems.push({ field: '/special', message: 'Pick-3 has no special number' });
  return problems;
}

/** What is wrong with a result for this game (DOMAIN.md §2), field by field; empty when it is a valid draw. */
export function resultProblems(game: GameCode, numbers: readonly number[], special: number | undefined): FieldError[] {
  return game === 'MARK6' ? mark6Problems(numbers, special) : pick3Problems(numbers, special);
}
