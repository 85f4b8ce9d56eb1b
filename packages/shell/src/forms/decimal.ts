/**
 * Decimal text as an integer scaled by 10^places, or null when it is not one: digits with at most
 * `places` decimals, never through floating point ('12.5' at 2 places is exactly 1250, '0.29' is 29).
 */
export function parseDecimal(text: string, places: number): number | null {
  const fraction = places > 0 ? `(?:\\.(\\d{1,${places}}))?` : '';
  const match = new RegExp(`^(\\d+)${fraction}$`).exec(text.trim());
  if (!match) return null;
  // Both parts are exact integers; a result past the safe range is refused rather than rounded.
  const scaled = Number(match[1]) * 10 ** places + Number((match[2] ?? '').padEnd(places, '0'));
  return Number.isSafeInteger(scaled) ? scaled : null;
}

/** A scaled integer as the shortest decimal text: 1250 at 2 places -> `12.5`, 100 -> `1`, -5 -> `-0.05`. */
export function decimalText(value: number, places: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const unit = 10 ** places;
  const whole = `${sign}${Math.floor(abs / unit)}`;
  const part = String(abs % unit)
    .padStart(places, '0')
    .replace(/0+$/, '');
  return part ? `${whole}.${part}` : whole;
}
