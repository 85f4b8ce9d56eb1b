import type { ComponentProps } from 'react';
import type { AnalysisScope, AnalysisStatus, LayoffStatus, StrategyKind } from '@drawdesk/contracts';
import { decimalText } from '@drawdesk/shell';
import type { Tag } from '@drawdesk/ui/tag';

type TagColor = ComponentProps<typeof Tag>['color'];

/** Translation keys of the statuses, kinds and lotteries, and the statuses' tag colours; the compiler checks none is missing. */
export const STATUS_LABELS: Record<AnalysisStatus, string> = {
  queued: 'analysis.status.queued',
  running: 'analysis.status.running',
  done: 'analysis.status.done',
  failed: 'analysis.status.failed',
};
export const STATUS_COLORS: Record<AnalysisStatus, TagColor> = { queued: 'grey', running: 'blue', done: 'green', failed: 'red' };
export const KIND_LABELS: Record<StrategyKind, string> = {
  'loss-cap': 'analysis.kind.loss-cap',
  'uniform-keep': 'analysis.kind.uniform-keep',
  'keep-ratio': 'analysis.kind.keep-ratio',
  'stake-cap': 'analysis.kind.stake-cap',
};
export const LAYOFF_STATUS_LABELS: Record<LayoffStatus, string> = {
  planned: 'analysis.layoffStatus.planned',
  placed: 'analysis.layoffStatus.placed',
  settled: 'analysis.layoffStatus.settled',
};
export const LAYOFF_STATUS_COLORS: Record<LayoffStatus, TagColor> = { planned: 'orange', placed: 'blue', settled: 'violet' };
export const SHARE_LABELS: Record<AnalysisScope['share'], string> = { kept: 'analysis.share.kept', gross: 'analysis.share.gross' };

/** `公司 · 占成` or `HN-GZ 广州代理 · 全额`: whose book, and which part of it. */
export const scopeText = (t: (key: string) => string, scope: AnalysisScope, name: string | null) =>
  `${scope.agentId === null ? t('analysis.scope.company') : (name ?? `#${scope.agentId}`)} · ${t(SHARE_LABELS[scope.share])}`;

/** Odds x10,000 as decimal odds, with the second slot of a two-slot play after a slash: `42.5`, `2.1 / 1.9`. */
export const oddsText = (odds: number, odds2?: number | null) => [odds, odds2].filter((o): o is number => typeof o === 'number').map((o) => decimalText(o, 4)).join(' / ');

/** Whole yuan for a crowded cell (the cell's hover text has the exact amount): `-¥1,235`. */
export function yuanShort(fen: number): string {
  const yuan = Math.round(Math.abs(fen) / 100);
  return `${fen < 0 && yuan > 0 ? '-' : ''}¥${yuan.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** A duration in milliseconds as `850 ms`, `3.2 s` or `2 min 5 s`. */
export function durationText(ms: number | null): string {
  if (ms === null) return '-';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${Math.floor(ms / 100) / 10} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}
