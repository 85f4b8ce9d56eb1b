import { Type, type Static } from 'typebox';
import { Id, Keyword, ListQuery, SaveBody, Timestamp, Version } from './common.js';
import { PhoneNumber } from './auth.js';
import { CODE_MAX, CODE_PATTERN, NAME_LENGTH, REMARK_MAX, TAG_RULES } from './field-rules.js';
import { Fen } from './money.js';
import { RegionCode } from './region.js';

export const CustomerStatus = Type.Union([Type.Literal('active'), Type.Literal('disabled')]);
export type CustomerStatus = Static<typeof CustomerStatus>;
export const Channel = Type.Union([Type.Literal('wechat'), Type.Literal('telegram'), Type.Literal('phone'), Type.Literal('walk-in')]);
export type Channel = Static<typeof Channel>;
const Tag = Type.String({ minLength: 1, maxLength: TAG_RULES.maxLength });

/** A customer (docs/domain/parties.md#customers). Balance and available credit come from the ledger (a later issue), never from here. */
export const Customer = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
  channel: Channel,
  agentId: Id,
  planId: Id,
  creditLimit: Fen,
  status: CustomerStatus,
  tags: Type.Array(Type.String()),
  /** GB/T 2260 code of its province, city or district (region.ts), or none. */
  regionCode: Type.Union([Type.String(), Type.Null()]),
  /** Its region's names, province to district (`广东省 深圳市 南山区`), from the server's dataset; empty without a region. */
  regionName: Type.String(),
  remark: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  version: Version,
});
export type Customer = Static<typeof Customer>;

export const CustomerListQuery = ListQuery(
  {
    keyword: Type.Optional(Keyword),
    agentId: Type.Optional(Id),
    planId: Type.Optional(Id),
    channel: Type.Optional(Channel),
    status: Type.Optional(CustomerStatus),
    tag: Type.Optional(Tag),
    /** A province, city or district: every customer in it. */
    region: Type.Optional(RegionCode),
  },
  ['id', 'code', 'name', 'creditLimit', 'createdAt'] as const,
);
export type CustomerListQuery = Static<typeof CustomerListQuery>;

const CustomerFields = {
  code: Type.String({ pattern: CODE_PATTERN, maxLength: CODE_MAX }),
  name: Type.String({ minLength: NAME_LENGTH.min, maxLength: NAME_LENGTH.max }),
  phone: Type.Union([PhoneNumber, Type.Null()]),
  channel: Channel,
  agentId: Id,
  planId: Id,
  creditLimit: Fen,
  status: CustomerStatus,
  tags: Type.Array(Tag, { maxItems: TAG_RULES.maxTags, uniqueItems: true }),
  /** Left out: none. */
  regionCode: Type.Optional(Type.Union([RegionCode, Type.Null()])),
  remark: Type.Optional(Type.String({ maxLength: REMARK_MAX })),
};
/** Create when `id` is absent, update when present (with `version`). */
export const CustomerSave = SaveBody(CustomerFields);
export type CustomerSave = Static<typeof CustomerSave>;

/** `GET /customer/list-all`: what a select needs, every customer the caller may see. */
export const CustomerOption = Type.Object({ id: Id, code: Type.String(), name: Type.String(), status: CustomerStatus });
export type CustomerOption = Static<typeof CustomerOption>;
