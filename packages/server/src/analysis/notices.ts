import type { NewMessage } from '../repositories/messages.js';

const money = (fen: number) => (fen / 100).toFixed(2);

/** A run finished: what the user who started it is told (both languages in one text, like every stored message). */
export function analysisDone(run: { id: number; issue: string; maxLossBefore: number; maxLossAfter: number }): NewMessage & { content: string } {
  return {
    type: 'message',
    title: '分析完成 · Analysis done',
    subTitle: run.issue,
    content:
      `第 ${run.issue} 期分析完成：最大亏损 ${money(run.maxLossBefore)} 元，按建议对冲后 ${money(run.maxLossAfter)} 元。 ` +
      `Draw ${run.issue} analysed: worst loss ${money(run.maxLossBefore)} yuan, ${money(run.maxLossAfter)} yuan after the suggested lay-offs.`,
    link: `/number-analyse/detail?id=${run.id}`,
  };
}

export function analysisFailed(run: { id: number; issue: string }, reason: string): NewMessage & { content: string } {
  return {
    type: 'message',
    title: '分析失败 · Analysis failed',
    subTitle: run.issue,
    content: `第 ${run.issue} 期分析失败：${reason} Analysis of draw ${run.issue} failed: ${reason}`,
    link: `/number-analyse/detail?id=${run.id}`,
  };
}
