import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits: the token is a bearer secret, the database keeps only its hash. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
