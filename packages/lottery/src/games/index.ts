import { LotteryError } from '../errors.js';
import { MARK6 } from './mark6.js';
import { PICK3 } from './pick3.js';
import type { Game, GameCode, PlayCode, PlayType } from './types.js';

export const GAMES: Readonly<Record<GameCode, Game>> = { MARK6, PICK3 };

const PLAY_TYPES = new Map<string, PlayType>(
  [...MARK6.playTypes, ...PICK3.playTypes].map((p) => [p.code, p]),
);

export function gameOf(code: string): Game {
  const game = GAMES[code as GameCode];
  if (!game) throw new LotteryError('UNKNOWN_GAME', `unknown game "${code}" (MARK6 or PICK3)`);
  return game;
}

export function playTypeOf(code: string): PlayType {
  const play = PLAY_TYPES.get(code);
  if (!play) throw new LotteryError('UNKNOWN_PLAY', `unknown play type "${code}"`);
  return play;
}

export function isPlayCode(code: string): code is PlayCode {
  return PLAY_TYPES.has(code);
}
