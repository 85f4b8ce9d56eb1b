const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];

/** 0-99 in Chinese numerals as counts are written in play names: 2 二, 10 十, 11 十一, 21 二十一. */
export function chineseNumeral(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 99) return String(n);
  if (n < 10) return DIGITS[n]!;
  const tens = Math.floor(n / 10);
  const units = n % 10;
  return `${tens === 1 ? '' : DIGITS[tens]}十${units === 0 ? '' : DIGITS[units]}`;
}
