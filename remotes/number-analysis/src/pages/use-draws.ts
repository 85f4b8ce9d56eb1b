import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draw, LotteryCode } from '@drawdesk/contracts';
import { drawName, useLoaded } from '@drawdesk/shell';
import { openDraws, pastDraws } from '../analysis-api.js';

/**
 * The draws of a lottery an operator may pick: its open draws first (the one closing first on top), then,
 * when `past` is asked for, its recent closed, drawn and settled ones (an analysis may look back at a book).
 */
export function useDrawChoices(lottery: LotteryCode, past: boolean) {
  const load = async (): Promise<Draw[]> => {
    const earlier = past ? pastDraws({ lottery }).then((page) => page.list.filter((d) => d.status !== 'open' && d.status !== 'scheduled' && d.status !== 'void')) : [];
    const [open, before] = await Promise.all([openDraws(lottery).catch(() => []), Promise.resolve(earlier).catch(() => [])]);
    return [...open, ...before.filter((d) => !open.some((o) => o.id === d.id))];
  };
  return useLoaded(load, [lottery, past]).value ?? [];
}

/** A lottery and one of its draws being picked (the first one until another is chosen; a new lottery starts again). */
export function useDrawPick(past: boolean) {
  const [lottery, pickLottery] = useState<LotteryCode>('HK6');
  const draws = useDrawChoices(lottery, past);
  const [drawId, setDrawId] = useState<number | null>(null);
  const draw = draws.find((d) => d.id === drawId) ?? draws[0] ?? null;
  const setLottery = (code: LotteryCode) => {
    pickLottery(code);
    setDrawId(null);
  };
  return { lottery, setLottery, draws, draw, setDrawId };
}
export type DrawPick = ReturnType<typeof useDrawPick>;

/** The draws a list filters by, of every lottery: the open ones and the recent past, newest first. */
export function useDrawFilterOptions() {
  const { t } = useTranslation();
  const draws = useLoaded(() => pastDraws({ pageSize: 60, to: new Date(Date.now() + 7 * 86_400_000).toISOString() }).then((page) => page.list)).value ?? [];
  return draws.map((draw) => ({ value: draw.id, label: drawName(t, draw) }));
}
