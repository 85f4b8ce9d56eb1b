import type { LotteryCode } from '@drawdesk/contracts';

/**
 * The shared strings that name each lottery (market): `t(LOTTERY_LABELS[code])`, `optionsOf(LOTTERY_LABELS, t)`.
 * They are the statement's (`statement.lottery.*`, also on the public report), so no remote needs its own.
 */
export const LOTTERY_LABELS: Record<LotteryCode, string> = { HK6: 'statement.lottery.HK6', MO6: 'statement.lottery.MO6', P3: 'statement.lottery.P3' };

/** A draw as people say it: its lottery's name and its issue (`香港六合彩 2026123`). */
export const drawName = (t: (key: string) => string, draw: { lottery: LotteryCode; issue: string }) => `${t(LOTTERY_LABELS[draw.lottery])} ${draw.issue}`;
