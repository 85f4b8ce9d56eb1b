import type { LotteryCode } from '@drawdesk/contracts';

/** The shared strings that name each lottery (market): `t(LOTTERY_LABELS[code])`, `optionsOf(LOTTERY_LABELS, t)`. */
export const LOTTERY_LABELS: Record<LotteryCode, string> = { HK6: 'market.HK6', MO6: 'market.MO6', P3: 'market.P3' };

/** A draw as people say it: its lottery's name and its issue (`香港六合彩 2026123`). */
export const drawName = (t: (key: string) => string, draw: { lottery: LotteryCode; issue: string }) => `${t(LOTTERY_LABELS[draw.lottery])} ${draw.issue}`;
