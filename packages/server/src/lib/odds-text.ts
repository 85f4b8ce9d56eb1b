/** Odds x10,000 as the operator reads them: `42.6`, `47.5`, `1.95`. */
export function oddsText(odds: number): string {
  const fraction = String(odds % 10_000).padStart(4, '0').replace(/0+$/, '');
  return fraction === '' ? String(Math.floor(odds / 10_000)) : `${Math.floor(odds / 10_000)}.${fraction}`;
}
