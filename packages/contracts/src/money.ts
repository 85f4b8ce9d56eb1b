import { Type } from 'typebox';
import { FULL_BP, MONEY_MAX_FEN } from './field-rules.js';

/** Integer fen (docs/domain/README.md#numbers-you-can-trust): never a float, never negative in reference data. */
export const Fen = Type.Integer({ minimum: 0, maximum: MONEY_MAX_FEN, description: 'integer fen' });
/** Basis points: 10000 = 100%. */
export const BasisPoints = Type.Integer({ minimum: 0, maximum: FULL_BP, description: 'basis points (10000 = 100%)' });
/** Odds x10,000 (2.5 -> 25000). */
export const Odds = Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'odds x10,000' });
