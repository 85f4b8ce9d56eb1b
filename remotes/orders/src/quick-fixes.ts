import type { ParseDiagnostic, ReadingSetting, Readings } from '@drawdesk/contracts';

/** A reading habit a fix also stands for: picking it "always for this customer" stores it instead. */
export type Habit = { [K in ReadingSetting]: { setting: K; value: Readings[K] } }[ReadingSetting];

/** One click on an error: the text rewritten to say what was meant (`各`, `到`, `复式` ...), and the habit it stands for, if any. */
export type QuickFix = { key: string; text: string; habit?: Habit };

type Fixer = (text: string, d: ParseDiagnostic) => QuickFix[];

const ANIMALS = /^[鼠牛虎兔免龙蛇马羊猴候鸡狗猪]$/;
const MARKET_WORDS: readonly [RegExp, string, string][] = [
  [/[澳奥]/, '澳门', 'orders.fix.macau'],
  [/[港香]/, '香港', 'orders.fix.hongKong'],
];

const insert = (text: string, at: number, words: string) => `${text.slice(0, at)}${words}${text.slice(at)}`;
const replace = (text: string, d: ParseDiagnostic, words: string) => `${text.slice(0, d.start)}${words}${text.slice(d.end)}`;
const token = (text: string, d: ParseDiagnostic) => text.slice(d.start, d.end);

/** The label moved to the end of the line above it, or to the start of the line below (its own line goes). */
function moveLabel(text: string, d: ParseDiagnostic, where: 'above' | 'below'): string {
  const label = token(text, d);
  const lines = text.split('\n');
  let offset = 0;
  const index = lines.findIndex((line) => {
    const inside = d.start >= offset && d.start <= offset + line.length;
    offset += line.length + 1;
    return inside;
  });
  if (index < 0) return text;
  const rest = lines.map((line, i) => (i === index ? line.replace(label, '').trim() : line));
  const step = where === 'above' ? -1 : 1;
  let target = index + step;
  while (target >= 0 && target < rest.length && rest[target]!.trim() === '') target += step;
  if (target < 0 || target >= rest.length) return text;
  rest[target] = where === 'above' ? `${rest[target]!.trimEnd()}${label}` : `${label} ${rest[target]!.trimStart()}`;
  return rest.filter((line, i) => i !== index || line !== '').join('\n');
}

const FIXERS: Partial<Record<string, Fixer>> = {
  // 01 02 03 10元: one amount after several selections (the amount is the token)
  AMBIGUOUS_AMOUNT: (text, d) => (/^[\d一二两三四五六七八九十百千]/.test(token(text, d))
    ? [{ key: 'orders.fix.each', text: insert(text, d.start, '各'), habit: { setting: 'listAmount', value: 'each' } }]
    : []),
  AMBIGUOUS_GROUP: (text, d) => {
    const group = token(text, d);
    // 家禽 大数: two groups written apart; together they narrow each other
    if (/\s/.test(group)) return [{ key: 'orders.fix.narrow', text: replace(text, d, group.replace(/\s+/g, '')) }];
    if (ANIMALS.test(group)) {
      return [
        { key: 'orders.fix.eachNumber', text: insert(text, d.end, '各'), habit: { setting: 'bareZodiac', value: 'each-number' } },
        { key: 'orders.fix.ptZodiac', text: insert(text, d.start, '平'), habit: { setting: 'bareZodiac', value: 'pt-zodiac' } },
      ];
    }
    return [
      { key: 'orders.fix.eachNumber', text: insert(text, d.end, '各'), habit: { setting: 'bareGroup', value: 'each-number' } },
      { key: 'orders.fix.oneBet', text: insert(text, d.end, '包'), habit: { setting: 'bareGroup', value: 'one-bet' } },
    ];
  },
  AMBIGUOUS_DASH: (text, d) => [
    { key: 'orders.fix.range', text: replace(text, d, token(text, d).replace('-', '到')), habit: { setting: 'dashRange', value: 'range' } },
    { key: 'orders.fix.list', text: replace(text, d, token(text, d).replace('-', '.')), habit: { setting: 'dashRange', value: 'list' } },
  ],
  AMBIGUOUS_COMPOUND: (text, d) => [
    { key: 'orders.fix.compound', text: insert(text, d.start, '复式'), habit: { setting: 'compound', value: 'every-combination' } },
  ],
  AMBIGUOUS_WORD: (text, d) => {
    const word = token(text, d);
    if (word === '特马') return [{ key: 'orders.fix.special', text: replace(text, d, '特码') }, { key: 'orders.fix.specialZodiac', text: replace(text, d, '特肖 马') }];
    // 03头: the head 3 with a zero before it, or the heads 0 and 3
    const heads = /^0(\d)头$/.exec(word);
    if (!heads) return [];
    return [
      { key: 'orders.fix.oneHead', text: replace(text, d, `${heads[1]}头`) },
      { key: 'orders.fix.twoHeads', text: replace(text, d, `0头 ${heads[1]}头`) },
    ];
  },
  AMBIGUOUS_NUMBER: (text, d) => [{ key: 'orders.fix.amount', text: insert(text, d.end, '元') }],
  AMBIGUOUS_MARKET: (text, d) => [
    { key: 'orders.fix.labelAbove', text: moveLabel(text, d, 'above') },
    { key: 'orders.fix.labelBelow', text: moveLabel(text, d, 'below') },
  ].filter((fix) => fix.text !== text),
  // 老澳, 澳门彩x: a word nothing reads in or before a market's name: the market is meant
  UNKNOWN_TOKEN: (text, d) => MARKET_WORDS.flatMap(([pattern, words, key]) => {
    if (pattern.test(token(text, d))) return [{ key, text: replace(text, d, words) }];
    return pattern.test(text.charAt(d.end)) ? [{ key, text: replace(text, d, '') }] : [];
  }),
};

/** The quick fixes of an error diagnostic (none for a note, or where no rewrite says it surely). */
export function quickFixes(text: string, d: ParseDiagnostic): QuickFix[] {
  if (d.severity !== 'error') return [];
  return FIXERS[d.code]?.(text, d) ?? [];
}
