/** A row with the rows under it. */
export type Nested<T> = T & { children: Nested<T>[] };

/**
 * Nests rows by `parentId`, keeping their order (the server sends the agent tree depth first, siblings
 * by code). A row whose parent is not among them is a root, so no row is ever lost.
 */
export function nestByParent<T extends { id: number; parentId: number | null }>(rows: readonly T[]): Nested<T>[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as Nested<T>[] }]));
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
