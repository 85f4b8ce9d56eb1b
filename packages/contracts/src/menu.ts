import { Type, type Static } from 'typebox';
import { Role } from './roles.js';
import { Titles } from './registry.js';

export const MenuMeta = Type.Object({
  locale: Type.String(),
  titles: Titles,
  requiresAuth: Type.Boolean(),
  icon: Type.Optional(Type.String()),
  order: Type.Integer(),
  roles: Type.Array(Role),
  hideInMenu: Type.Boolean(),
  ignoreCache: Type.Boolean(),
});

const MenuFields = { path: Type.String(), name: Type.String(), meta: MenuMeta };
/** Menus are two levels (an area and its pages): a flat schema keeps the serializer simple. */
export const MenuPage = Type.Object({ ...MenuFields, children: Type.Array(Type.Never(), { maxItems: 0 }) });
export const MenuItem = Type.Object({ ...MenuFields, children: Type.Array(MenuPage) });
export type MenuItem = Static<typeof MenuItem>;
export const Menu = Type.Array(MenuItem);
