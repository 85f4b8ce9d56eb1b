/**
 * The heat scale of an analysis: the result N(outcome) of the book as a tint, red where the book loses,
 * green where it wins, stronger the further from zero on the page's own extent. A tint (alpha over the
 * card) rather than a solid colour, so the same scale reads on the light and the dark theme with the
 * theme's text colour on top.
 */
const LOSS = '217, 48, 38';
const PROFIT = '23, 138, 67';
const FAINTEST = 0.08;
const STRONGEST = 0.6;

/** The largest |N| among the results shown (1 when all are zero, so nothing divides by zero). */
export const heatExtent = (nets: Iterable<number>) => {
  let extent = 1;
  for (const net of nets) extent = Math.max(extent, Math.abs(net));
  return extent;
};

/** The tint of one result on a scale up to `extent`: transparent at zero, strongest at the extent. */
export function heatColour(net: number, extent: number): string {
  if (net === 0 || extent <= 0) return 'transparent';
  const share = Math.min(1, Math.abs(net) / extent);
  const alpha = Math.round((FAINTEST + (STRONGEST - FAINTEST) * share) * 100) / 100;
  return `rgba(${net < 0 ? LOSS : PROFIT}, ${alpha})`;
}
