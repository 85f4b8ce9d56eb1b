import { Type, type Static } from 'typebox';
import { Timestamp, Version } from './common.js';
import { GroupLeadsByLottery, PayoutCaps } from './risk.js';

/**
 * The book's readings of chat orders (DOMAIN.md §6, the parser's BookSettings) and whether a User's own
 * entries wait for a second person's confirmation. `diagnose` books nothing it is not sure of.
 */
const BookSettingFields = {
  bareZodiac: Type.Union([Type.Literal('diagnose'), Type.Literal('each-number'), Type.Literal('pt-zodiac')]),
  bareGroup: Type.Union([Type.Literal('diagnose'), Type.Literal('each-number'), Type.Literal('one-bet')]),
  listAmount: Type.Union([Type.Literal('diagnose'), Type.Literal('each')]),
  duplicates: Type.Union([Type.Literal('diagnose'), Type.Literal('add')]),
  dashRange: Type.Union([Type.Literal('diagnose'), Type.Literal('range')]),
  compound: Type.Union([Type.Literal('diagnose'), Type.Literal('every-combination')]),
  confirmUserOrders: Type.Boolean(),
};
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
