import { useTranslation } from 'react-i18next';
import type { Draw, LotteryCode } from '@drawdesk/contracts';
import { LOTTERY_LABELS, optionsOf } from '@drawdesk/shell';
import { Select } from '@drawdesk/ui/select';
import type { DrawPick } from './use-draws.js';

/** The lottery (`<id>-lottery`) and one of its draws (`<id>-draw`: `第 2026123 期 · 开盘中`); `empty` when it has none to pick. */
export function DrawPicker({ id, pick, empty }: { id: string; pick: DrawPick; empty: string }) {
  const { t } = useTranslation();
  const option = (draw: Draw) => ({ value: draw.id, label: t('analysis.draw.option', { issue: draw.issue, status: t(`analysis.drawStatus.${draw.status}`) }) });
  return (
    <>
      <Select
        id={`${id}-lottery`}
        aria-label={t('analysis.draw.lottery')}
        value={pick.lottery}
        onChange={(value) => pick.setLottery(value as LotteryCode)}
        optionList={optionsOf(LOTTERY_LABELS, t)}
        style={{ width: 150 }}
      />
      <Select
        id={`${id}-draw`}
        aria-label={t('analysis.column.draw')}
        value={pick.draw?.id}
        placeholder={empty}
        onChange={(value) => pick.setDrawId(Number(value))}
        optionList={pick.draws.map(option)}
        style={{ width: 230 }}
      />
    </>
  );
}
