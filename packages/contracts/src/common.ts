import { Type, type Static, type TObject, type TSchema, type TProperties } from 'typebox';
import { KEYWORD_MAX } from './field-rules.js';

/** The largest value of the database's 32-bit integer columns (ids, versions). */
export const INT32_MAX = 2_147_483_647;
/** Database ids: positive 32-bit integers, as the columns hold them (a larger one is a 400, not a database error). */
export const Id = Type.Integer({ minimum: 1, maximum: INT32_MAX });
export const IdQuery = Type.Object({ id: Id }, { additionalProperties: false });
export const IdParams = Type.Object({ id: Id }, { additionalProperties: false });

/**
 * A text the server wrote once in both languages (a notice, a ledger note, a reason it gave): the console
 * shows the viewer's. Text someone typed is the same in both.
 */
export const Bilingual = Type.Object({ 'zh-CN': Type.String(), 'en-US': Type.String() }, { additionalProperties: false });
export type Bilingual = Static<typeof Bilingual>;

/** Optimistic concurrency: every update carries the version it was read at. */
export const Version = Type.Integer({ minimum: 0, maximum: INT32_MAX });

export const Timestamp = Type.String({ format: 'date-time', maxLength: 40 });
export const Keyword = Type.String({ maxLength: KEYWORD_MAX });
export const SortOrder = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

/** List request: paging plus the resource's own filters; unknown fields are rejected. */
export const ListQuery = <P extends TProperties, S extends string>(filters: P, sortable: readonly S[]) =>
  Type.Object(
    {
      page: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
      pageSize: Type.Integer({ minimum: 1, maximum: 200, default: 20 }),
      // Typed as the union of the names: TypeBox infers `never` for a union built from an array.
      sort: Type.Optional(Type.Unsafe<S>(Type.Union(sortable.map((s) => Type.Literal(s))))),
      order: Type.Optional(SortOrder),
      ...filters,
    },
    { additionalProperties: false },
  );

/**
 * An export's query string (docs/api.md#exports): the list's own filters and sort, without paging.
 * Arrays arrive as repeated keys.
 */
export const ExportQuery = <T extends TObject>(list: T) => Type.Omit(list, ['page', 'pageSize'], { additionalProperties: false });
export type ExportOf<Q> = Omit<Q, 'page' | 'pageSize'>;

export const Page = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
export type PageOf<T> = { list: T[]; total: number; page: number; pageSize: number };

/**
 * Which property tells the branches of a save body apart: present, the body is an update; absent, a
 * create. The server's validator reports the errors of that branch alone, so a client hears "version
 * is required" and not every way the body fails to be a create.
 */
export const SAVE_BRANCH_KEY = 'x-save-branch-by';

/**
 * `POST /R/save` (docs/api.md#reading-saving-removing): create (no id, no version) or update (`id` and the `version` it was read
 * at): two closed schemas, so an update without its version fails validation before any handler runs.
 */
export const SaveBody = <C extends TProperties, U extends TProperties = C>(create: C, update: U = create as TProperties as U) =>
  Type.Union(
    [
      Type.Object(create, { additionalProperties: false }),
      Type.Object({ ...update, id: Id, version: Version }, { additionalProperties: false }),
    ],
    { [SAVE_BRANCH_KEY]: 'id' },
  );
/** The update branch of a save body. */
export type UpdateOf<S> = Extract<S, { id: number }>;

export const Empty = Type.Null();
export type Id = Static<typeof Id>;
