import { describe, expect, it } from 'vitest';
import { LINK_DAYS } from '@drawdesk/contracts';
import { linkDaysOf, mayRevoke, shareUrl } from './share-links.js';

describe('share links', () => {
  it('put the console origin before the server path, keeping the token', () => {
    expect(shareUrl('https://book.example:8443', '/report?token=abc.DEF-1_')).toBe('https://book.example:8443/report?token=abc.DEF-1_');
    expect(shareUrl('http://127.0.0.1:8080', '/report?token=x')).toBe('http://127.0.0.1:8080/report?token=x');
  });

  it('last whole days within the contract, nothing else', () => {
    expect(linkDaysOf(String(LINK_DAYS.default))).toBe(7);
    expect(linkDaysOf(' 1 ')).toBe(LINK_DAYS.min);
    expect(linkDaysOf('90')).toBe(LINK_DAYS.max);
    for (const bad of ['0', '91', '1.5', '-3', '', 'seven', '1e2']) expect(linkDaysOf(bad)).toBeNull();
  });

  it('are revocable while active only', () => {
    expect(mayRevoke({ state: 'active' })).toBe(true);
    expect(mayRevoke({ state: 'expired' })).toBe(false);
    expect(mayRevoke({ state: 'revoked' })).toBe(false);
  });
});
