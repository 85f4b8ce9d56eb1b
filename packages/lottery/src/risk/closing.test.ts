import { describe, expect, it } from 'vitest';
import { GAMES } from '../games/index.js';
import { closingRefusal, groupClosesAt, selectionState, type DrawClosing, type SelectionFacts } from './closing.js';
import { PLAY_GROUPS, playGroupOf } from './play-groups.js';

const MINUTE = 60_000;
/** HK6 closes at 21:15 (Shanghai); 正码 and 连码 stop 10 minutes earlier. */
const closesAt = Date.parse('2026-05-02T13:15:00Z');
const closing: DrawClosing = { closesAt, leads: { REGULAR: 10, LINKED: 10 } };
const open: SelectionFacts = { hand: null, stake: 0, cap: null };

describe('play groups', () => {
  it('put every play of every game in exactly one group of that game', () => {
    for (const game of Object.values(GAMES)) {
      for (const play of game.playTypes) {
        const groups = PLAY_GROUPS.filter((g) => g.plays.includes(play.code));
        expect({ play: play.code, groups: groups.map((g) => g.game) }).toEqual({ play: play.code, groups: [game.code] });
      }
    }
    expect(playGroupOf('ZM').names['zh-CN']).toBe('正码');
    expect(() => playGroupOf('XX')).toThrow();
  });
});

describe('closing: a selection\'s state', () => {
  it.each([
    ['open', 'TM', open, -20, { state: 'open' }],
    ['closed by hand, with the reason', 'TM', { ...open, hand: { reason: '热号' } }, -20, { state: 'closed', cause: 'hand', reason: '热号' }],
    ['正码 open 11 minutes before the close', 'ZM', open, -11, { state: 'open' }],
    ['正码 closed 10 minutes before the close', 'ZM', open, -10, { state: 'closed', cause: 'group', group: 'REGULAR', closesAt: closesAt - 10 * MINUTE }],
    ['特码 still open then', 'TM', open, -10, { state: 'open' }],
    ['特码 closed at the close', 'TM', open, 0, { state: 'closed', cause: 'group', group: 'SPECIAL', closesAt }],
    ['under its cap', 'TM', { ...open, stake: 9_999, cap: 10_000 }, -20, { state: 'open' }],
    ['at its cap', 'TM', { ...open, stake: 10_000, cap: 10_000 }, -20, { state: 'closed', cause: 'cap', cap: 10_000, stake: 10_000 }],
    ['by hand before its cap', 'TM', { hand: { reason: 'r' }, stake: 10_000, cap: 10_000 }, -20, { state: 'closed', cause: 'hand', reason: 'r' }],
    ['by its group before its cap', 'ZM', { ...open, stake: 10_000, cap: 10_000 }, -5, { state: 'closed', cause: 'group', group: 'REGULAR', closesAt: closesAt - 10 * MINUTE }],
    ['reopened at its cap: counts from there', 'TM', { ...open, stake: 15_000, cap: 10_000, capFrom: 10_000 }, -20, { state: 'open' }],
    ['reopened, and one more cap taken since', 'TM', { ...open, stake: 20_000, cap: 10_000, capFrom: 10_000 }, -20, { state: 'closed', cause: 'cap', cap: 10_000, stake: 10_000 }],
    ['reopened, then lines taken before it cancelled: never under 0', 'TM', { ...open, stake: 4_000, cap: 10_000, capFrom: 10_000 }, -20, { state: 'open' }],
  ] as const)('%s', (_, play, facts, minutes, state) => {
    expect(selectionState(play, facts, closing, closesAt + minutes * MINUTE)).toEqual(state);
  });

  it('refuses a lead that is not whole minutes from none to a day', () => {
    expect(() => groupClosesAt('ZM', { closesAt, leads: { REGULAR: -1 } })).toThrow(/0-1440/);
    expect(() => groupClosesAt('ZM', { closesAt, leads: { REGULAR: 1441 } })).toThrow(/0-1440/);
    expect(() => groupClosesAt('ZM', { closesAt, leads: { REGULAR: 1.5 } })).toThrow(/safe integer/);
  });
});

describe('closing: the check on an order', () => {
  const book: Record<string, SelectionFacts> = {
    'TM|7': { hand: { reason: '热号封盘' }, stake: 0, cap: null },
    'TM|8': { hand: null, stake: 9_000, cap: 10_000 },
    'TM|9': { hand: null, stake: 19_000, cap: 10_000, capFrom: 10_000 },
  };
  const factsOf = (play: string, selection: string) => book[`${play}|${selection}`] ?? open;
  const now = closesAt - 15 * MINUTE;
  const line = (play: string, selection: string, amount: number) => ({ play, selection, amount });

  it.each([
    ['nothing closed', [line('TM', '1', 100), line('ZM', '1', 100)], now, null],
    ['a selection closed by hand', [line('TM', '1', 100), line('TM', '7', 100)], now,
      { rule: 'selection-closed', line: 1, play: 'TM', selection: '7', limit: null, taken: null, asked: null, reason: '热号封盘' }],
    ['the group closed', [line('TM', '1', 100), line('ZM', '1', 100)], closesAt - 10 * MINUTE,
      { rule: 'group-closed', line: 1, play: 'ZM', selection: '1', limit: null, taken: null, asked: null, closesAt: closesAt - 10 * MINUTE }],
    ['landing exactly on the cap', [line('TM', '8', 600), line('TM', '8', 400)], now, null],
    ['the order\'s own lines passing the cap together', [line('TM', '8', 600), line('TM', '1', 1), line('TM', '8', 401)], now,
      { rule: 'cap-per-selection', line: 2, play: 'TM', selection: '8', limit: 10_000, taken: 9_000, asked: 1001 }],
    ['a reopened selection: the cap counts from the reopening', [line('TM', '9', 1000)], now, null],
    ['a reopened selection past one more cap', [line('TM', '9', 1001)], now,
      { rule: 'cap-per-selection', line: 0, play: 'TM', selection: '9', limit: 10_000, taken: 9_000, asked: 1001 }],
  ] as const)('%s', (_, lines, at, refusal) => {
    expect(closingRefusal(lines, factsOf, closing, at)).toEqual(refusal);
  });
});
