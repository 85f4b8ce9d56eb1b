import type { ComponentProps } from 'react';
import type { DrawStage, DrawStatus, GameInfo, PlayTypeInfo } from '@drawdesk/contracts';
import { pickLocale } from '@drawdesk/shell';
import type { Tag } from '@drawdesk/ui/tag';

/** Translation keys of the draw statuses and the lotteries, and the statuses' tag colours; the compiler checks none is missing. */
export const STATUS_LABELS: Record<DrawStatus, string> = {
  scheduled: 'lottery.status.scheduled',
  open: 'lottery.status.open',
  closed: 'lottery.status.closed',
  drawn: 'lottery.status.drawn',
  settled: 'lottery.status.settled',
  void: 'lottery.status.void',
};
export const STATUS_COLORS: Record<DrawStatus, ComponentProps<typeof Tag>['color']> = {
  scheduled: 'grey',
  open: 'green',
  closed: 'orange',
  drawn: 'blue',
  settled: 'violet',
  void: 'red',
};
export const STAGE_LABELS: Record<DrawStage, string> = { now: 'lottery.stage.now', future: 'lottery.stage.future', done: 'lottery.stage.done' };

/** The catalogue's name of something (game, play type, odds slot) in the console's language. */
export const nameIn = (names: GameInfo['names'], language: string) => names[pickLocale(language)];

/**
 * A play type's rule in words (`lottery.rule.<code>`): the linked-zodiac, not-hit and 合肖 families share
 * one sentence each, told how many they take (the count in the code: HX_4 takes four animals).
 */
export function ruleOf(play: Pick<PlayTypeInfo, 'code' | 'pick'>): { key: string; values: { pick: number | null } } {
  const [, family, count] = /^(LX|NH|HX)_(\d+)$/.exec(play.code) ?? [];
  return { key: `lottery.rule.${family ?? play.code}`, values: { pick: play.pick ?? (count === undefined ? null : Number(count)) } };
}

/** ISO weekdays 1 (Monday) to 7, as translation keys. */
export const WEEKDAYS = ['lottery.weekday.1', 'lottery.weekday.2', 'lottery.weekday.3', 'lottery.weekday.4', 'lottery.weekday.5', 'lottery.weekday.6', 'lottery.weekday.7'] as const;
