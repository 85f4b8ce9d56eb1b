import { formatMoney, playWords, selectionWords } from '@drawdesk/shell/words';
import type { NewMessage } from '../repositories/messages.js';
import type { FoundAlert } from '../repositories/risk-alerts.js';

type Lottery = { nameZh: string; nameEn: string };
type DrawLabel = { id: number; issue: string };

/** Selections named in a live event at most; the rest are counted. */
const NAMED_MAX = 10;

/** The desk a todo or an event points at: the live page on the draw. */
export const deskLink = (drawId: number) => `/number-analyse/live?drawId=${drawId}`;

/** The traceId of a board event (the desk reloads the draw it shows): `risk:<drawId>:<play>`. */
export const boardTrace = (drawId: number, play: string) => `risk:${drawId}:${play}`;

/** The traceId of a rule change (every desk on the lottery's play reloads): `risk-rule:<lottery>:<play>`. */
export const ruleTrace = (lottery: string, play: string) => `risk-rule:${lottery}:${play}`;

/** The live event of a rule saved. */
export const ruleChanged = (lottery: Lottery, play: string, by: string) =>
  `${lottery.nameZh} ${playWords(play, 'zh-CN')} 的风控规则已由 ${by} 修改。 ${lottery.nameEn} ${playWords(play, 'en-US')}: risk rule changed by ${by}.`;

function named(play: string, selections: readonly string[], locale: 'zh-CN' | 'en-US'): string {
  const words = selections.slice(0, NAMED_MAX).map((s) => selectionWords(play, s, locale));
  const more = selections.length - words.length;
  const list = words.join(locale === 'zh-CN' ? '、' : ', ');
  if (more === 0) return `${playWords(play, locale)} ${list}`;
  return locale === 'zh-CN' ? `${playWords(play, locale)} ${list} 等 ${selections.length} 个` : `${playWords(play, locale)} ${list} and ${more} more`;
}

/** The live event of selections closed or opened by hand: both languages in one text, like every stored event. */
export function handChange(action: 'close' | 'open', lottery: Lottery, draw: DrawLabel, play: string, selections: readonly string[], reason: string, by: string): string {
  const zh = `${lottery.nameZh} 第 ${draw.issue} 期 ${named(play, selections, 'zh-CN')} 已${action === 'close' ? '封号' : '开号'}（${by}：${reason}）。`;
  const en = `${lottery.nameEn} draw ${draw.issue}: ${named(play, selections, 'en-US')} ${action === 'close' ? 'closed' : 'reopened'} by ${by} (${reason}).`;
  return `${zh} ${en}`;
}

/** What a flag is about, in words: `特码：3 个客户覆盖 46/49` / `Special number: 3 customers cover 46 of 49`. */
function flagWords(flag: FoundAlert): { zh: string; en: string } {
  const evidence = flag.evidence;
  const who = evidence.customers.map((c) => c.code).join('、');
  if (evidence.kind === 'coverage') {
    return {
      zh: `${playWords(evidence.play, 'zh-CN')}：${evidence.customers.length} 个客户（${who}）以相近赔付覆盖 ${evidence.covered}/${evidence.selections}，合计 ${formatMoney(evidence.stake)}`,
      en: `${playWords(evidence.play, 'en-US')}: ${evidence.customers.length} customers (${who.replaceAll('、', ', ')}) cover ${evidence.covered} of ${evidence.selections} at a similar payout, ${formatMoney(evidence.stake)} in all`,
    };
  }
  const sides = (evidence.matches[0]?.sides ?? []).map((side) => selectionWords(evidence.play, side, 'zh-CN')).join(' / ');
  const sidesEn = (evidence.matches[0]?.sides ?? []).map((side) => selectionWords(evidence.play, side, 'en-US')).join(' / ');
  return {
    zh: `${playWords(evidence.play, 'zh-CN')}：客户 ${who} 对向下注（${sides}），对冲 ${formatMoney(evidence.matched)}`,
    en: `${playWords(evidence.play, 'en-US')}: customers ${who.replaceAll('、', ', ')} take opposite sides (${sidesEn}), ${formatMoney(evidence.matched)} matched`,
  };
}

/** The Admins' todo of a new rebate-farming flag (对刷): what, on which draw, and a link to the desk. */
export function farmingFlagged(lottery: Lottery, draw: DrawLabel, flag: FoundAlert): NewMessage & { content: string } {
  const words = flagWords(flag);
  return {
    type: 'todo',
    title: '对刷预警 · Rebate farming flag',
    subTitle: `${lottery.nameZh} ${draw.issue} · ${lottery.nameEn} ${draw.issue}`,
    content: `${lottery.nameZh} 第 ${draw.issue} 期疑似对刷，${words.zh}，请核查。 ${lottery.nameEn} draw ${draw.issue}, possible rebate farming: ${words.en}. Please review.`,
    link: deskLink(draw.id),
  };
}
