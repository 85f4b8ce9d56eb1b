import { useTranslation } from 'react-i18next';
import type { Draw } from '@drawdesk/contracts';
import { DrawPicker as LotteryDrawPicker } from '@drawdesk/blocks/draw-picker';
import type { DrawPick } from './use-draws.js';

/** The lottery (`<id>-lottery`) and one of its draws (`<id>-draw`: `第 2026123 期 · 开盘中`); `empty` when it has none to pick. */
export function DrawPicker({ id, pick, empty }: { id: string; pick: DrawPick; empty: string }) {
  const { t } = useTranslation();
  const optionOf = (draw: Draw) => t('analysis.draw.option', { issue: draw.issue, status: t(`analysis.drawStatus.${draw.status}`) });
  return <LotteryDrawPicker id={id} lottery={pick.lottery} onLottery={pick.setLottery} draws={pick.draws} draw={pick.draw} onDraw={pick.setDrawId} optionOf={optionOf} empty={empty} />;
}
