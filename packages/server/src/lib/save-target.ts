/** Which row an update addresses, and the version its form was read at. */
export type SaveTarget = { id: number; version: number };

type Fields<B> = B extends unknown ? Omit<B, 'id' | 'version'> : never;

/**
 * A `SaveBody` split into what it writes and, for an update, its target. The schema has already
 * refused an update without its version, so a handler only asks whether there is a target.
 */
export function splitSave<B extends object>(body: B): { fields: Fields<B>; target?: SaveTarget } {
  if (!('id' in body)) return { fields: body as unknown as Fields<B> };
  const { id, version, ...fields } = body as B & SaveTarget;
  return { fields: fields as Fields<B>, target: { id, version } };
}
