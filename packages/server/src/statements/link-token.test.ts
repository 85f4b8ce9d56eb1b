import { describe, expect, it } from 'vitest';
import { linkTokens, newLinkKey } from './link-token.js';

describe('report link tokens', () => {
  const tokens = linkTokens(newLinkKey());
  const later = new Date(Date.now() + 3_600_000);

  it('names the link it was signed for until it expires', () => {
    const token = tokens.sign(42, later);
    expect(tokens.verify(token)).toBe(42);
    expect(tokens.verify(token, later.getTime() + 1000)).toBeNull();
  });

  it.each([
    ['another key', () => linkTokens(newLinkKey()).sign(42, later)],
    ['another id', () => tokens.sign(42, later).replace(/^42\./, '43.')],
    ['a later expiry', () => tokens.sign(42, later).replace(/\.(\d+)\./, (_, s: string) => `.${Number(s) + 86_400}.`)],
    ['a cut signature', () => tokens.sign(42, later).slice(0, -1)],
    ['garbage', () => 'not-a-token'],
    ['an empty string', () => ''],
    ['a huge id', () => `99999999999.1.${'a'.repeat(43)}`],
  ])('refuses %s', (_, token) => {
    expect(tokens.verify(token())).toBeNull();
  });
});
