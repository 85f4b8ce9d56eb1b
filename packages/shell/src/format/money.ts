/**
 * Money is integer fen (docs/domain/README.md#numbers-you-can-trust): formatted with integer arithmetic only, so no float
 * ever rounds a fen. `¥1,234.50`, `-¥0.05`.
 */
export function formatMoney(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`${fen} is not an amount in fen`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}

/** Basis points as a percentage: 1300 -> `13%`, 1250 -> `12.5%`. */
export function formatRate(bp: number): string {
  if (!Number.isSafeInteger(bp)) throw new RangeError(`${bp} is not a rate in basis points`);
  const whole = Math.trunc(bp / 100);
  const part = Math.abs(bp % 100);
  const sign = bp < 0 && whole === 0 ? '-' : '';
  return part === 0 ? `${whole}%` : `${sign}${whole}.${part.toString().padStart(2, '0').replace(/0$/, '')}%`;
}
