import { Type, type Static } from 'typebox';
import { Id, Timestamp, Version } from './common.js';
import { GroupLeadsByLottery, PayoutCaps } from './risk.js';

/**
 * The book's readings of chat orders (docs/domain/orders.md#book-settings, the parser's BookSettings) and whether a User's own
 * entries wait for a second person's confirmation. `diagnose` books nothing it is not sure of.
 */
export const ReadingFields = {
  bareZodiac: Type.Union([Type.Literal('diagnose'), Type.Literal('each-number'), Type.Literal('pt-zodiac')]),
  bareGroup: Type.Union([Type.Literal('diagnose'), Type.Literal('each-number'), Type.Literal('one-bet')]),
  listAmount: Type.Union([Type.Literal('diagnose'), Type.Literal('each')]),
  duplicates: Type.Union([Type.Literal('add'), Type.Literal('diagnose')]),
  dashRange: Type.Union([Type.Literal('diagnose'), Type.Literal('range'), Type.Literal('list')]),
  compound: Type.Union([Type.Literal('diagnose'), Type.Literal('every-combination')]),
};
/** How chat orders read (the parser's BookSettings): the book's, or one customer's own. */
export const Readings = Type.Object(ReadingFields);
export type Readings = Static<typeof Readings>;
export type ReadingSetting = keyof Readings;
export const READING_SETTINGS = Object.keys(ReadingFields) as ReadingSetting[];
const BookSettingFields = { ...ReadingFields, confirmUserOrders: Type.Boolean() };
/**
 * The risk desk's part (docs/domain/analysis.md, the risk desk): the payout caps and each lottery's play groups that close early. A
 * save that leaves them out keeps them as they are (the readings page does not show them).
 */
const RiskSettingFields = { ...PayoutCaps.properties, groupLeads: GroupLeadsByLottery };
export const BookSettings = Type.Object({ ...BookSettingFields, ...RiskSettingFields, updatedAt: Timestamp, version: Version });
export type BookSettings = Static<typeof BookSettings>;
export const BookSettingsSave = Type.Object(
  {
    ...BookSettingFields,
    orderPayoutCap: Type.Optional(RiskSettingFields.orderPayoutCap),
    selectionPayoutCap: Type.Optional(RiskSettingFields.selectionPayoutCap),
    groupLeads: Type.Optional(RiskSettingFields.groupLeads),
    version: Version,
  },
  { additionalProperties: false },
);
export type BookSettingsSave = Static<typeof BookSettingsSave>;

/**
 * A customer's own reading habit (stored when the operator resolves an ambiguous reading and picks
 * "always for this customer"): read over the book's setting for that customer's texts.
 */
const Setting = Type.Union([
  Type.Literal('bareZodiac'), Type.Literal('bareGroup'), Type.Literal('listAmount'), Type.Literal('duplicates'), Type.Literal('dashRange'), Type.Literal('compound'),
]);
export const CustomerReading = Type.Object({
  customerId: Id,
  setting: Setting,
  value: Type.String(),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Timestamp,
});
export type CustomerReading = Static<typeof CustomerReading>;
export const CustomerReadingQuery = Type.Object({ customerId: Id }, { additionalProperties: false });
export type CustomerReadingQuery = Static<typeof CustomerReadingQuery>;
/** One habit to store: a setting and one of its values (the same values as the book's). */
const habit = <K extends ReadingSetting>(setting: K) =>
  Type.Object({ customerId: Id, setting: Type.Literal(setting), value: ReadingFields[setting] }, { additionalProperties: false });
export const CustomerReadingSave = Type.Union([
  habit('bareZodiac'), habit('bareGroup'), habit('listAmount'), habit('duplicates'), habit('dashRange'), habit('compound'),
]);
export type CustomerReadingSave = Static<typeof CustomerReadingSave>;
export const CustomerReadingRemove = Type.Object(
  { customerId: Id, setting: Setting },
  { additionalProperties: false },
);
export type CustomerReadingRemove = Static<typeof CustomerReadingRemove>;
