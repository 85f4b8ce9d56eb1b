/** A stretch of the entered text: plain, or covered by the diagnostics whose token it is part of. */
export type Segment<D> = { start: number; end: number; text: string; diagnostics: D[] };

/**
 * Cuts a text at every diagnostic's start and end, so each piece is either plain or lies under the same
 * diagnostics (they may overlap). A diagnostic with no width (a place, not a token) underlines the
 * character after it, or before it at the very end, so every diagnostic shows somewhere.
 */
export function segmentsOf<D extends { start: number; end: number }>(text: string, diagnostics: readonly D[]): Segment<D>[] {
  const spans = diagnostics.map((d) => widened(d, text.length));
  const cuts = [...new Set([0, text.length, ...spans.flatMap(([start, end]) => [start, end])])].sort((a, b) => a - b);
  const pieces: Segment<D>[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const [start, end] = [cuts[i]!, cuts[i + 1]!];
    const covering = diagnostics.filter((_, k) => spans[k]![0] <= start && end <= spans[k]![1]);
    const previous = pieces.at(-1);
    // Neighbours under the same diagnostics are one piece.
    if (previous && sameList(previous.diagnostics, covering)) {
      previous.end = end;
      previous.text = text.slice(previous.start, end);
    } else {
      pieces.push({ start, end, text: text.slice(start, end), diagnostics: covering });
    }
  }
  return pieces;
}

function widened(d: { start: number; end: number }, length: number): [number, number] {
  const start = Math.max(0, Math.min(d.start, length));
  const end = Math.max(start, Math.min(d.end, length));
  if (end > start || length === 0) return [start, end];
  return start < length ? [start, start + 1] : [start - 1, start];
}

const sameList = <D>(a: readonly D[], b: readonly D[]) => a.length === b.length && a.every((d, i) => d === b[i]);

/** Line and column (1-based) of an offset, as an operator counts them in the message: an emoji is one character. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: [...before.at(-1)!].length + 1 };
}
