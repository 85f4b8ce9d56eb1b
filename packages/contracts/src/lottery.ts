import { Type, type Static } from 'typebox';
import { ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { GameCode } from './plan.js';

/** Plain rules the console's forms share with the server's schemas. */
export const DRAW_RULES = {
  issuePattern: '^[A-Za-z0-9-]{1,20}$',
  reasonMax: 200,
  /** Mark Six numbers and special 1-49; pick-3 digits 0-9. */
  mark6: { count: 6, min: 1, max: 49 },
  pick3: { count: 3, min: 0, max: 9 },
  /** A draw closes at most this many minutes before its draw time (the next one opens at the previous draw time). */
  closeMinutesMax: 720,
} as const;

/** Draw ids are PostgreSQL `integer`s. */
export const DrawId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
export const DrawIdParams = Type.Object({ id: DrawId }, { additionalProperties: false });
export const DrawIdQuery = Type.Object({ id: DrawId }, { additionalProperties: false });

export const LotteryCode = Type.Union([Type.Literal('HK6'), Type.Literal('MO6'), Type.Literal('P3')]);
export type LotteryCode = Static<typeof LotteryCode>;
/** The markets' zones, all UTC+8 without daylight saving (see the server README). */
export const MarketTimeZone = Type.Union([Type.Literal('Asia/Shanghai'), Type.Literal('Asia/Hong_Kong'), Type.Literal('Asia/Macau')]);
export type MarketTimeZone = Static<typeof MarketTimeZone>;

const Weekday = Type.Integer({ minimum: 1, maximum: 7 });
const LocalTime = Type.String({ maxLength: 5, pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' });

/** A market's draw calendar: ISO weekdays (1 Monday), local draw time, sales close N minutes before. */
export const Calendar = Type.Object({
  drawDays: Type.Array(Weekday, { minItems: 1, maxItems: 7, uniqueItems: true }),
  drawTime: LocalTime,
  closeMinutes: Type.Integer({ minimum: 0, maximum: DRAW_RULES.closeMinutesMax }),
  timeZone: MarketTimeZone,
});
export type Calendar = Static<typeof Calendar>;

/** `GET /lottery/markets`: a lottery (market), the game whose rules it uses, its calendar. */
export const Market = Type.Object({
  code: LotteryCode,
  names: Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() }),
  game: GameCode,
  calendar: Calendar,
  active: Type.Boolean(),
  updatedAt: Timestamp,
  version: Version,
});
export type Market = Static<typeof Market>;

/** `POST /lottery/market/save` (Admin): a new calendar; future draws not yet open follow it. */
export const MarketSave = Type.Object(
  {
    code: LotteryCode,
    version: Version,
    drawDays: Calendar.properties.drawDays,
    drawTime: LocalTime,
    closeMinutes: Calendar.properties.closeMinutes,
    timeZone: MarketTimeZone,
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MarketSave = Static<typeof MarketSave>;

export const DrawStatus = Type.Union([
  Type.Literal('scheduled'), Type.Literal('open'), Type.Literal('closed'),
  Type.Literal('drawn'), Type.Literal('settled'), Type.Literal('void'),
]);
export type DrawStatus = Static<typeof DrawStatus>;

/** The zodiac map a Mark Six draw was drawn under: animals[n - 1] owns number n. */
export const ZodiacSnapshot = Type.Object({ lunarYear: Type.Integer(), yearAnimal: Type.String(), animals: Type.Array(Type.String()) });
export type ZodiacSnapshot = Static<typeof ZodiacSnapshot>;

/** Mark Six: six regular numbers + the special; pick-3: the three digits, hundreds first, no special. */
export const DrawResult = Type.Object({ numbers: Type.Array(Type.Integer()), special: Type.Union([Type.Integer(), Type.Null()]) });
export type DrawResult = Static<typeof DrawResult>;

export const Draw = Type.Object({
  id: DrawId,
  lottery: LotteryCode,
  game: GameCode,
  issue: Type.String(),
  opensAt: Timestamp,
  closesAt: Timestamp,
  drawAt: Timestamp,
  status: DrawStatus,
  result: Type.Union([DrawResult, Type.Null()]),
  zodiac: Type.Union([ZodiacSnapshot, Type.Null()]),
  voidReason: Type.Union([Type.String(), Type.Null()]),
  source: Type.Union([Type.Literal('calendar'), Type.Literal('manual')]),
  resultAt: Type.Union([Timestamp, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Draw = Static<typeof Draw>;

/** Filters: lottery, status, draw time from <= drawAt < to. */
/**
 * Draws by what they ask of an operator: `now` the ones to act on (open, closed awaiting a result, drawn
 * awaiting settlement), `future` the scheduled ones, `done` settled or void.
 */
export const DRAW_STAGES = { now: ['open', 'closed', 'drawn'], future: ['scheduled'], done: ['settled', 'void'] } as const satisfies Record<string, readonly DrawStatus[]>;
export const DrawStage = Type.Union([Type.Literal('now'), Type.Literal('future'), Type.Literal('done')]);
export type DrawStage = Static<typeof DrawStage>;

export const DrawListQuery = ListQuery(
  { lottery: Type.Optional(LotteryCode), status: Type.Optional(DrawStatus), stage: Type.Optional(DrawStage), from: Type.Optional(Timestamp), to: Type.Optional(Timestamp) },
  ['id', 'issue', 'drawAt', 'closesAt'] as const,
);
export type DrawListQuery = Static<typeof DrawListQuery>;

export const CurrentDrawsQuery = Type.Object({ lottery: Type.Optional(LotteryCode) }, { additionalProperties: false });
export type CurrentDrawsQuery = Static<typeof CurrentDrawsQuery>;

const DrawFields = {
  lottery: LotteryCode,
  issue: Type.Optional(Type.String({ maxLength: 20, pattern: DRAW_RULES.issuePattern })),
  opensAt: Timestamp,
  closesAt: Timestamp,
  drawAt: Timestamp,
};
/** Create (no id; the issue defaults to the lottery's next number of the year) or reschedule a draw still `scheduled` (id and `version`). */
export const DrawSave = SaveBody(DrawFields);
export type DrawSave = Static<typeof DrawSave>;

const Reason = Type.String({ minLength: 1, maxLength: DRAW_RULES.reasonMax });

/** Enter the result of a closed draw, or correct a drawn or settled one (then `reason` is required). */
export const DrawResultEntry = Type.Object(
  {
    id: DrawId,
    numbers: Type.Array(Type.Integer({ minimum: 0, maximum: 49 }), { minItems: 1, maxItems: 6 }),
    special: Type.Optional(Type.Integer({ minimum: 1, maximum: 49 })),
    reason: Type.Optional(Reason),
  },
  { additionalProperties: false },
);
export type DrawResultEntry = Static<typeof DrawResultEntry>;

export const DrawVoid = Type.Object({ reason: Reason }, { additionalProperties: false });
export type DrawVoid = Static<typeof DrawVoid>;

export const ZodiacAnimal = Type.Union([
  Type.Literal('RAT'), Type.Literal('OX'), Type.Literal('TIGER'), Type.Literal('RABBIT'), Type.Literal('DRAGON'), Type.Literal('SNAKE'),
  Type.Literal('HORSE'), Type.Literal('GOAT'), Type.Literal('MONKEY'), Type.Literal('ROOSTER'), Type.Literal('DOG'), Type.Literal('PIG'),
]);
/** `POST /lottery/zodiac-year/save` (Admin): add or change a lunar year; draws already drawn keep their snapshot. */
export const ZodiacYearSave = Type.Object(
  { year: Type.Integer({ minimum: 1900, maximum: 2200 }), start: Type.String({ format: 'date', maxLength: 10 }), animal: ZodiacAnimal },
  { additionalProperties: false },
);
export type ZodiacYearSave = Static<typeof ZodiacYearSave>;
