import { parseOrderText, zodiacMapOn } from '/work/wt/parser/packages/lottery/src/index.ts';
const HK6 = { code: 'HK6', game: 'MARK6' } as const, MO6 = { code: 'MO6', game: 'MARK6' } as const;
const texts = process.argv.slice(2);
for (const t of texts) {
  const r = parseOrderText(t.replace(/\\n/g, '\n'), { lottery: HK6, lotteries: [HK6, MO6], zodiac: zodiacMapOn('2026-06-01') });
  console.log(JSON.stringify(t), '=>', r.lines.map((l) => `${l.play} ${l.selection} ${l.stake / 100}${l.lottery !== 'HK6' ? ' ' + l.lottery : ''}`).join(' | '), '||', r.diagnostics.map((d) => `${d.severity === 'note' ? 'n:' : ''}${d.code}[${d.token}]${d.detail ? '(' + d.detail + ')' : ''}`).join(' '));
}
