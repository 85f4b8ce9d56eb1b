import { LotteryError } from '../errors.js';
import { playTypeOf } from '../games/index.js';
import type { GameCode, Names, PlayCode } from '../games/types.js';

/**
 * Plays that close together: a lottery may stop taking a group some minutes before the draw closes
 * (`正码` before `特码`). Every play of a game is in exactly one group of it (a test).
 */
export interface PlayGroup {
  readonly code: string;
  readonly game: GameCode;
  readonly names: Names;
  readonly plays: readonly PlayCode[];
}

const lx = ['LX_2', 'LX_3', 'LX_4', 'LX_5'] as const;
const nh = ['NH_5', 'NH_6', 'NH_7', 'NH_8', 'NH_9', 'NH_10', 'NH_11', 'NH_12'] as const;
/** 合肖 wins on the special's animal: it closes with the special number. */
const hx = ['HX_2', 'HX_3', 'HX_4', 'HX_5', 'HX_6', 'HX_7', 'HX_8', 'HX_9', 'HX_10', 'HX_11'] as const;

export const PLAY_GROUPS: readonly PlayGroup[] = [
  { code: 'SPECIAL', game: 'MARK6', names: { 'zh-CN': '特码', 'en-US': 'Special number' }, plays: ['TM', 'TM_TWO_SIDED', 'TM_COLOUR', 'TM_ZODIAC', 'TM_TAIL', 'TM_HEAD', ...hx] },
  { code: 'REGULAR', game: 'MARK6', names: { 'zh-CN': '正码', 'en-US': 'Regular number' }, plays: ['ZM'] },
  { code: 'LINKED', game: 'MARK6', names: { 'zh-CN': '连码', 'en-US': 'Linked numbers' }, plays: ['LM_2_ALL', 'LM_3_ALL', 'LM_3_2', 'LM_2_SPECIAL'] },
  { code: 'ANY', game: 'MARK6', names: { 'zh-CN': '平特', 'en-US': 'Any number' }, plays: ['PT_ZODIAC', 'PT_TAIL'] },
  { code: 'LINKED_ZODIAC', game: 'MARK6', names: { 'zh-CN': '连肖', 'en-US': 'Linked zodiacs' }, plays: lx },
  { code: 'MISS', game: 'MARK6', names: { 'zh-CN': '不中', 'en-US': 'Miss' }, plays: nh },
  {
    code: 'PICK3', game: 'PICK3', names: { 'zh-CN': '排列三', 'en-US': 'Pick-3' },
    plays: ['P3_DIRECT', 'P3_ONE_POS', 'P3_TWO_POS', 'P3_GROUP3', 'P3_GROUP6', 'P3_SUM', 'P3_SPAN', 'P3_POS_TWO_SIDED'],
  },
];

const BY_PLAY = new Map(PLAY_GROUPS.flatMap((group) => group.plays.map((play) => [play as string, group] as const)));

/** The group a play closes with. */
export function playGroupOf(play: string): PlayGroup {
  playTypeOf(play);
  const group = BY_PLAY.get(play);
  if (!group) throw new LotteryError('NO_PLAY_GROUP', `${play} is in no play group`);
  return group;
}
