import { describe, expect, it } from 'vitest';
import { positionOf, segmentsOf } from './diagnosed-text.js';

const d = (start: number, end: number, code = 'X') => ({ start, end, code });

describe('segmentsOf', () => {
  it.each([
    { text: '鼠牛各10', diagnostics: [], expected: [['鼠牛各10', []]] },
    { text: '01.02 xx 各10', diagnostics: [d(6, 8)], expected: [['01.02 ', []], ['xx', ['X']], [' 各10', []]] },
    // Overlapping: the middle lies under both.
    { text: 'abcdef', diagnostics: [d(1, 4, 'A'), d(3, 5, 'B')], expected: [['a', []], ['bc', ['A']], ['d', ['A', 'B']], ['e', ['B']], ['f', []]] },
    // No width: the next character; at the end, the last one.
    { text: 'abc', diagnostics: [d(1, 1)], expected: [['a', []], ['b', ['X']], ['c', []]] },
    { text: 'abc', diagnostics: [d(3, 3)], expected: [['ab', []], ['c', ['X']]] },
    // Out of range offsets are clamped, never thrown.
    { text: 'ab', diagnostics: [d(1, 99)], expected: [['a', []], ['b', ['X']]] },
  ])('$text with $diagnostics.length diagnostics', ({ text, diagnostics, expected }) => {
    const pieces = segmentsOf(text, diagnostics);
    expect(pieces.map((p) => [p.text, p.diagnostics.map((x) => x.code)])).toEqual(expected);
    expect(pieces.map((p) => p.text).join('')).toBe(text);
  });

  it('puts every diagnostic under at least one piece, for random spans (brute force)', () => {
    const text = '港76期\n主猴羊各数20斤\n共40斤';
    for (let round = 0; round < 200; round++) {
      const diagnostics = Array.from({ length: 1 + (round % 4) }, (_, i) => {
        const start = (round * 7 + i * 5) % (text.length + 1);
        return d(start, Math.min(text.length, start + ((round + i) % 4)), `D${i}`);
      });
      const pieces = segmentsOf(text, diagnostics);
      expect(pieces.map((p) => p.text).join('')).toBe(text);
      for (const diagnostic of diagnostics) expect(pieces.some((p) => p.diagnostics.includes(diagnostic))).toBe(true);
      // Each character lies under exactly the diagnostics whose widened span holds it.
      for (const piece of pieces) {
        for (let at = piece.start; at < piece.end; at++) {
          const holding = diagnostics.filter((x) => (x.end > x.start ? x.start <= at && at < x.end : at === (x.start < text.length ? x.start : x.start - 1)));
          expect(piece.diagnostics).toEqual(holding);
        }
      }
    }
  });
});

describe('positionOf', () => {
  it.each([
    [0, { line: 1, column: 1 }],
    [4, { line: 1, column: 5 }],
    [5, { line: 2, column: 1 }],
    [7, { line: 2, column: 3 }],
  ])('offset %i', (offset, expected) => expect(positionOf('港76期\n主猴羊', offset)).toEqual(expected));
  it('counts an emoji as one character, as the operator sees it', () => {
    expect(positionOf('🐴各5 谢谢', 5)).toEqual({ line: 1, column: 5 });
  });
});
