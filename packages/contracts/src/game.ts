import { Type, type Static } from 'typebox';
import { GameCode } from './plan.js';

const Names = Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() });

/** `GET /lottery/games`: the games catalogue of `@drawdesk/lottery`, as data. */
export const OddsSlotInfo = Type.Object({ code: Type.String(), names: Names, typicalOdds: Type.Union([Type.Integer(), Type.Null()]) });
export const PlayTypeInfo = Type.Object({
  code: Type.String(),
  names: Names,
  selection: Type.String(),
  pick: Type.Union([Type.Integer(), Type.Null()]),
  oddsSlots: Type.Array(OddsSlotInfo),
  typicalRebateBp: Type.Integer(),
  /** Plays priced by selection (pick-3 sum and span): the typical return against fair odds, in bp. */
  typicalReturnBp: Type.Union([Type.Integer(), Type.Null()]),
  outcomeSpace: Type.Union([Type.Literal('single'), Type.Literal('multi')]),
});
export type PlayTypeInfo = Static<typeof PlayTypeInfo>;
export const GameInfo = Type.Object({ code: GameCode, names: Names, outcomes: Type.Integer(), playTypes: Type.Array(PlayTypeInfo) });
export type GameInfo = Static<typeof GameInfo>;
/** A lunar year and the animal owning 1, 13, 25, 37, 49 from its start date. */
export const ZodiacYearInfo = Type.Object({ year: Type.Integer(), start: Type.String({ format: 'date' }), animal: Type.String() });
export const GameCatalogue = Type.Object({ games: Type.Array(GameInfo), zodiacYears: Type.Array(ZodiacYearInfo) });
export type GameCatalogue = Static<typeof GameCatalogue>;
