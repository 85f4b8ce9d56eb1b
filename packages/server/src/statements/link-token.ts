import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Report link tokens: `<id>.<expiry in epoch seconds>.<HMAC-SHA256 of both>`, signed with a key the
 * server keeps in its database. The signature makes a token unguessable and its expiry untamperable;
 * the link's row still decides (revoked, expired), so a signed token alone never opens anything.
 */
export function linkTokens(key: string) {
  const signature = (id: number, expires: number) => createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url');
  return {
    sign(id: number, expiresAt: Date): string {
      const expires = Math.floor(expiresAt.getTime() / 1000);
      return `${id}.${expires}.${signature(id, expires)}`;
    },
    /** The link id a token names, or null when it is malformed, forged or past its signed expiry. */
    verify(token: string, now = Date.now()): number | null {
      const match = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
      if (!match) return null;
      const [, id, expires, given] = match;
      const expected = Buffer.from(signature(Number(id), Number(expires)));
      if (!timingSafeEqual(expected, Buffer.from(given!))) return null;
      if (Number(expires) * 1000 <= now) return null;
      return Number(id);
    },
  };
}
export type LinkTokens = ReturnType<typeof linkTokens>;

/** A new signing key: 256 random bits. */
export const newLinkKey = () => randomBytes(32).toString('base64url');
