import { describe, expect, it } from 'vitest';
import { instantOfInput, localInput } from './times.js';

describe('datetime-local values', () => {
  it('go from an instant to the viewer\'s local time and back', () => {
    const iso = '2026-11-21T13:30:05.000Z';
    expect(localInput(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(instantOfInput(localInput(iso))).toBe(iso);
  });

  it('an empty or broken value is no instant', () => {
    expect(instantOfInput('')).toBe('');
    expect(instantOfInput(undefined)).toBe('');
    expect(instantOfInput('tomorrow')).toBe('');
  });
});
