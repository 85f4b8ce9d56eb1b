import { Type } from 'typebox';
import { REGION_CODE_PATTERN } from './region-tree.js';

/** A customer's region (region-tree.ts): its GB/T 2260 code. */
export const RegionCode = Type.String({ minLength: 6, maxLength: 6, pattern: REGION_CODE_PATTERN, description: 'GB/T 2260 code' });
