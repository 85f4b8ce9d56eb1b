import type { Game, OddsSlot, PlayType } from './types.js';

const main = (typicalOdds?: number): OddsSlot => ({
  code: 'MAIN', names: { 'zh-CN': '赔率', 'en-US': 'Odds' }, ...(typicalOdds === undefined ? {} : { typicalOdds }),
});

const play = (p: Omit<PlayType, 'game' | 'outcomeSpace' | 'typicalRebateBp'>): PlayType => ({
  game: 'PICK3', outcomeSpace: 'single', typicalRebateBp: 0, ...p,
});

/** Play types (docs/domain/games.md#pick-3-pick3-排列三); plan odds x10,000. Pick-3 plans pay no rebate by default. */
export const PICK3_PLAY_TYPES: readonly PlayType[] = [
  play({ code: 'P3_DIRECT', names: { 'zh-CN': '直选', 'en-US': 'Direct' }, selection: 'digits', oddsSlots: [main(9_700_000)] }),
  play({ code: 'P3_ONE_POS', names: { 'zh-CN': '一定位', 'en-US': 'One position' }, selection: 'position-digits', oddsSlots: [main(97_000)] }),
  play({ code: 'P3_TWO_POS', names: { 'zh-CN': '二定位', 'en-US': 'Two positions' }, selection: 'position-digits', oddsSlots: [main(970_000)] }),
  play({ code: 'P3_GROUP3', names: { 'zh-CN': '组三', 'en-US': 'Group 3' }, selection: 'pair-pattern', oddsSlots: [main(3_200_000)] }),
  play({ code: 'P3_GROUP6', names: { 'zh-CN': '组六', 'en-US': 'Group 6' }, selection: 'distinct-digits', oddsSlots: [main(1_600_000)] }),
  play({ code: 'P3_SUM', names: { 'zh-CN': '和值', 'en-US': 'Sum' }, selection: 'sum', oddsSlots: [main()], typicalReturnBp: 9700 }),
  play({ code: 'P3_SPAN', names: { 'zh-CN': '跨度', 'en-US': 'Span' }, selection: 'span', oddsSlots: [main()], typicalReturnBp: 9700 }),
  play({ code: 'P3_POS_TWO_SIDED', names: { 'zh-CN': '定位两面', 'en-US': 'Position two-sided' }, selection: 'position-two-sided', oddsSlots: [main(19_600)] }),
];

export const PICK3: Game = {
  code: 'PICK3',
  names: { 'zh-CN': '排列三', 'en-US': 'Pick-3' },
  outcomes: Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0')),
  playTypes: PICK3_PLAY_TYPES,
};
