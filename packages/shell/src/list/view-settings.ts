/**
 * How one user wants one list shown: density and the columns' order and visibility, kept in local
 * storage per user and list. Columns are named by key; a stored view outlives column changes (a
 * column added since shows at its place in the page's order, a removed one is forgotten).
 */
export const DENSITIES = ['default', 'middle', 'small'] as const;
export type Density = (typeof DENSITIES)[number];

export type ListView = { density: Density; order: string[]; hidden: string[] };

export const storageKeyOf = (list: string, userId: number | undefined) => `drawdesk.list.${list}.${userId ?? 'anonymous'}`;

/** The page's own view: every column in its order, shown, the default density. */
/** The density a list opens with: compact rows, so a page of 20 fits a laptop screen (the comfortable one shows about 10). */
export const DEFAULT_DENSITY: Density = 'small';
export const defaultView = (keys: readonly string[]): ListView => ({ density: DEFAULT_DENSITY, order: [...keys], hidden: [] });

/** The stored view fitted to today's columns; the default view when nothing (or nothing readable) was stored. */
export function viewOf(stored: string | null, keys: readonly string[]): ListView {
  let parsed: Partial<ListView> = {};
  try {
    parsed = stored ? (JSON.parse(stored) as Partial<ListView>) : {};
  } catch {
    // A hand-edited or older value: start from the page's view.
  }
  const known = (list: unknown) => (Array.isArray(list) ? list.filter((key): key is string => typeof key === 'string' && keys.includes(key)) : []);
  const order = [...new Set(known(parsed.order))];
  // A new column goes after the column it follows in the page's order.
  keys.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = keys.slice(0, index).reverse().find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  const density = DENSITIES.includes(parsed.density as Density) ? (parsed.density as Density) : DEFAULT_DENSITY;
  return { density, order, hidden: known(parsed.hidden) };
}

/** The view with `key` moved one place up (-1) or down (+1); unchanged at either end. */
export function moved(view: ListView, key: string, by: -1 | 1): ListView {
  const from = view.order.indexOf(key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= view.order.length) return view;
  const order = [...view.order];
  [order[from], order[to]] = [order[to]!, order[from]!];
  return { ...view, order };
}

/** The view with `key` shown or hidden. */
export const toggled = (view: ListView, key: string, shown: boolean): ListView => ({
  ...view,
  hidden: shown ? view.hidden.filter((k) => k !== key) : [...new Set([...view.hidden, key])],
});
