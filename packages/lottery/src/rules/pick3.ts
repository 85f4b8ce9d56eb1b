import { LotteryError } from '../errors.js';
import { parseChoice, parseWhole, span } from './selection.js';
import { winIf, type OutcomeSets, type Pick3Draw, type Rule } from './types.js';

/**
 * Rules of the pick-3 plays. Outcome index = the result read as a number
 * (hundreds*100 + tens*10 + units). The judge functions read the digits of
 * the draw; the win sets are built by enumerating arrangements, so the
 * agreement test compares two derivations.
 */

const DIGIT = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
const PATTERN_CHARS = ['*', ...DIGIT.map(String)];
const ALL_RESULTS = span(0, 999);
const digitsOf = (outcome: number): number[] => [Math.floor(outcome / 100), Math.floor(outcome / 10) % 10, outcome % 10];
const indexOf = (d: readonly number[]): number => (d[0] ?? 0) * 100 + (d[1] ?? 0) * 10 + (d[2] ?? 0);
const plain = (selection: string): readonly string[] => [selection];
const wins = (win: number[]): OutcomeSets => ({ win: [...new Set(win)].sort((a, b) => a - b), tie: [], oddsSlot: 0 });

function threeDigits(raw: string): number[] {
  const text = raw.trim();
  if (!/^\d{3}$/.test(text)) throw new LotteryError('BAD_SELECTION', `"${raw}" is not three digits`);
  return [...text].map(Number);
}

/** All arrangements of three digits (duplicates collapse in `wins`). */
function arrangements([a = 0, b = 0, c = 0]: readonly number[]): number[] {
  return [[a, b, c], [a, c, b], [b, a, c], [b, c, a], [c, a, b], [c, b, a]].map(indexOf);
}

const sortedKey = (digits: readonly number[]): string => [...digits].sort((x, y) => x - y).join('');

export const P3_DIRECT: Rule<Pick3Draw> = {
  play: 'P3_DIRECT',
  normalise: (raw) => threeDigits(raw).join(''),
  selections: () => ALL_RESULTS.map((n) => String(n).padStart(3, '0')),
  combinations: plain,
  judge: (selection, draw) => winIf(draw.digits.join('') === selection),
  sets: (selection) => wins([Number(selection)]),
};

/** Positional selections: a digit where fixed, `*` where free ("5**", "5*7"). */
function positionalRule(play: 'P3_ONE_POS' | 'P3_TWO_POS', fixed: number): Rule<Pick3Draw> {
  return {
    play,
    normalise: (raw) => {
      const text = raw.trim();
      if (!/^[\d*]{3}$/.test(text) || text.replace(/\*/g, '').length !== fixed) {
        throw new LotteryError('BAD_SELECTION', `"${raw}" must fix ${fixed} of 3 positions with digits and mark the others * (e.g. ${fixed === 1 ? '5**' : '5*7'})`);
      }
      return text;
    },
    selections: () =>
      PATTERN_CHARS.flatMap((a) => PATTERN_CHARS.flatMap((b) => PATTERN_CHARS.map((c) => a + b + c)))
        .filter((pattern) => pattern.replace(/\*/g, '').length === fixed),
    combinations: plain,
    judge: (selection, draw) => winIf([...selection].every((c, i) => c === '*' || Number(c) === draw.digits[i])),
    sets: (selection) => {
      const choices = [...selection].map((c) => (c === '*' ? DIGIT : [Number(c)]));
      const win: number[] = [];
      for (const h of choices[0] ?? []) for (const t of choices[1] ?? []) for (const u of choices[2] ?? []) win.push(indexOf([h, t, u]));
      return wins(win);
    },
  };
}

export const P3_ONE_POS = positionalRule('P3_ONE_POS', 1);
export const P3_TWO_POS = positionalRule('P3_TWO_POS', 2);

export const P3_GROUP3: Rule<Pick3Draw> = {
  play: 'P3_GROUP3',
  // Canonical: the pair digit twice, then the single one ("211" -> "112").
  normalise: (raw) => {
    const [a = 0, b = 0, c = 0] = threeDigits(raw);
    const pair = a === b || a === c ? a : b === c ? b : -1;
    if (pair < 0 || (a === b && b === c)) {
      throw new LotteryError('BAD_SELECTION', `"${raw}" is not a pair pattern a,a,b with a != b`);
    }
    const single = [a, b, c].find((d) => d !== pair);
    return `${pair}${pair}${single}`;
  },
  selections: () => DIGIT.flatMap((a) => DIGIT.filter((b) => b !== a).map((b) => `${a}${a}${b}`)),
  combinations: plain,
  judge: (selection, draw) => winIf(sortedKey(draw.digits) === sortedKey([...selection].map(Number))),
  sets: (selection) => wins(arrangements([...selection].map(Number))),
};

export const P3_GROUP6: Rule<Pick3Draw> = {
  play: 'P3_GROUP6',
  normalise: (raw) => {
    const digits = threeDigits(raw);
    if (new Set(digits).size !== 3) throw new LotteryError('BAD_SELECTION', `"${raw}" needs three different digits`);
    return sortedKey(digits);
  },
  selections: () => ALL_RESULTS.map(digitsOf).filter((d) => new Set(d).size === 3 && sortedKey(d) === d.join('')).map((d) => d.join('')),
  combinations: plain,
  judge: (selection, draw) => winIf(new Set(draw.digits).size === 3 && sortedKey(draw.digits) === selection),
  sets: (selection) => wins(arrangements([...selection].map(Number))),
};

export const P3_SUM: Rule<Pick3Draw> = {
  play: 'P3_SUM',
  normalise: (raw) => String(parseWhole(raw, 0, 27, 'a pick-3 sum')),
  selections: () => span(0, 27).map(String),
  combinations: plain,
  judge: (selection, draw) => winIf(draw.digits.reduce((s, d) => s + d, 0) === Number(selection)),
  sets: (selection) => {
    // Choose hundreds and tens; the units digit is then forced.
    const sum = Number(selection);
    const win: number[] = [];
    for (const h of DIGIT) for (const t of DIGIT) if (sum - h - t >= 0 && sum - h - t <= 9) win.push(indexOf([h, t, sum - h - t]));
    return wins(win);
  },
};

export const P3_SPAN: Rule<Pick3Draw> = {
  play: 'P3_SPAN',
  normalise: (raw) => String(parseWhole(raw, 0, 9, 'a pick-3 span')),
  selections: () => span(0, 9).map(String),
  combinations: plain,
  judge: (selection, draw) => winIf(Math.max(...draw.digits) - Math.min(...draw.digits) === Number(selection)),
  sets: (selection) => {
    // Every arrangement of a low digit, low + span, and a middle digit between them.
    const k = Number(selection);
    const win: number[] = [];
    for (let low = 0; low + k <= 9; low++) for (let mid = low; mid <= low + k; mid++) win.push(...arrangements([low, mid, low + k]));
    return wins(win);
  },
};

const POSITIONS = ['H', 'T', 'U'] as const;
const POSITION_SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
type PositionSide = (typeof POSITION_SIDES)[number];
const SIDE_DIGITS: Record<PositionSide, readonly number[]> = {
  BIG: [5, 6, 7, 8, 9], SMALL: [0, 1, 2, 3, 4], ODD: [1, 3, 5, 7, 9], EVEN: [0, 2, 4, 6, 8],
};

function splitPositionSide(selection: string): [number, PositionSide] {
  const [position = '', side = ''] = selection.split(':');
  return [POSITIONS.indexOf(parseChoice(position, POSITIONS, 'a position')), parseChoice(side, POSITION_SIDES, 'a two-sided bet')];
}

export const P3_POS_TWO_SIDED: Rule<Pick3Draw> = {
  play: 'P3_POS_TWO_SIDED',
  normalise: (raw) => {
    const [position, side] = splitPositionSide(raw);
    return `${POSITIONS[position]}:${side}`;
  },
  selections: () => POSITIONS.flatMap((p) => POSITION_SIDES.map((s) => `${p}:${s}`)),
  combinations: plain,
  judge: (selection, draw) => {
    const [position, side] = splitPositionSide(selection);
    const digit = draw.digits[position] ?? -1;
    // Big is 5-9; odd is the digit's parity.
    return winIf(side === 'BIG' ? digit >= 5 : side === 'SMALL' ? digit <= 4 : (digit % 2 === 1) === (side === 'ODD'));
  },
  sets: (selection) => {
    const [position, side] = splitPositionSide(selection);
    const free = `${'***'.slice(0, position)}#${'***'.slice(position + 1)}`;
    return wins(SIDE_DIGITS[side].flatMap((d) => P3_ONE_POS.sets?.(free.replace('#', String(d)), {}).win ?? []));
  },
};
