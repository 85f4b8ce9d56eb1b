const DIGITS: Readonly<Record<string, number>> = {
  零: 0, 〇: 0, 一: 1, 壹: 1, 二: 2, 贰: 2, 两: 2, 三: 3, 叁: 3, 四: 4, 肆: 4,
  五: 5, 伍: 5, 六: 6, 陆: 6, 七: 7, 柒: 7, 八: 8, 捌: 8, 九: 9, 玖: 9,
};
const UNITS: Readonly<Record<string, number>> = { 十: 10, 拾: 10, 百: 100, 佰: 100, 千: 1000, 仟: 1000 };
const TEN_THOUSAND = new Set(['万', '萬']);
/** 廿 and 卅 are twenty and thirty written as one character (廿五 = 25). */
const TENS: Readonly<Record<string, string>> = { 廿: '二十', 卅: '三十' };

/** Characters a Chinese numeral is made of (for the lexer). */
export const CHINESE_NUMERAL_CHARS = new Set([...Object.keys(DIGITS), ...Object.keys(UNITS), ...TEN_THOUSAND, ...Object.keys(TENS)]);

/**
 * The value of a Chinese numeral as written in amounts: 二十 = 20, 十五 = 15,
 * 一百零五 = 105, 两万 = 20000, and the spoken shortening 一千二 = 1200,
 * 三百五 = 350 (a trailing digit counts in the unit below the last one).
 * Two digits in a row (一二) are not an amount: null.
 */
export function parseChineseNumeral(text: string): number | null {
  let total = 0;
  let section = 0;
  let digit: number | null = null;
  let lastUnit = 0;
  let zeroSince = false;
  for (const ch of text.replace(/[廿卅]/g, (tens) => TENS[tens] as string)) {
    const d = DIGITS[ch];
    const unit = UNITS[ch];
    if (d !== undefined) {
      if (digit !== null && digit !== 0 && d !== 0) return null;
      if (d === 0) zeroSince = true;
      digit = d;
    } else if (unit !== undefined) {
      if (lastUnit !== 0 && unit >= lastUnit) return null;
      section += (digit ?? (section === 0 && unit === 10 ? 1 : Number.NaN)) * unit;
      lastUnit = unit;
      digit = null;
      zeroSince = false;
    } else if (TEN_THOUSAND.has(ch)) {
      total += (section + (digit ?? 0)) * 10_000;
      if (total === 0) return null;
      section = 0;
      digit = null;
      lastUnit = 10_000;
      zeroSince = false;
    } else return null;
  }
  const tail = digit ?? 0;
  const implied = !zeroSince && lastUnit >= 100 && digit !== null ? tail * (lastUnit / 10) : tail;
  const value = total + section + implied;
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}
