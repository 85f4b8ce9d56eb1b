import { Type, type Static } from 'typebox';
import { Role } from './roles.js';

/** Both languages of a visible title: the host renders menus before any remote code arrives. */
export const Titles = Type.Object(
  { 'zh-CN': Type.String({ minLength: 1 }), 'en-US': Type.String({ minLength: 1 }) },
  { additionalProperties: false },
);
export type Titles = Static<typeof Titles>;

const RoutePath = Type.String({ pattern: '^/[a-z0-9/_:-]*$' });

export const RegistryRoute = Type.Object(
  {
    path: RoutePath,
    title: Titles,
    hideInMenu: Type.Optional(Type.Boolean()),
    ignoreCache: Type.Optional(Type.Boolean()),
    /** Narrows the entry's roles for this route; absent = the entry's roles. */
    roles: Type.Optional(Type.Array(Role)),
  },
  { additionalProperties: false },
);
export type RegistryRoute = Static<typeof RegistryRoute>;

/** One federated remote as the host needs it before loading it (deploy/remotes.json). */
export const RemoteEntry = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-z0-9-]*$' }),
    manifestUrl: Type.String({ minLength: 1 }),
    version: Type.String({ minLength: 1 }),
    basePath: RoutePath,
    /** Empty = every logged-in role. */
    roles: Type.Array(Role),
    order: Type.Integer(),
    icon: Type.String(),
    title: Titles,
    routes: Type.Array(RegistryRoute, { minItems: 1 }),
  },
  { additionalProperties: false },
);
export type RemoteEntry = Static<typeof RemoteEntry>;

export const Registry = Type.Object(
  { remotes: Type.Array(RemoteEntry) },
  { additionalProperties: true, description: 'deploy/remotes.json' },
);
export type Registry = Static<typeof Registry>;
