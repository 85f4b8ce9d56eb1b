import { useTranslation } from 'react-i18next';
import type { Draw, LotteryCode } from '@drawdesk/contracts';
import { LOTTERY_LABELS, optionsOf } from '@drawdesk/shell';
import { Select } from '@drawdesk/ui/select';

export type DrawPickerProps = {
  /** The two selects are `<id>-lottery` and `<id>-draw`. */
  id: string;
  lottery: LotteryCode;
  onLottery: (lottery: LotteryCode) => void;
  /** The draws of the lottery to choose from, and the chosen one. */
  draws: readonly Draw[];
  draw: Draw | null;
  onDraw: (drawId: number) => void;
  /** How a draw reads in the list (`第 2026123 期 · 开盘中`). */
  optionOf: (draw: Draw) => string;
  /** What the draw select says when the lottery has no draw to pick. */
  empty: string;
  /** The width of the draw select. */
  drawWidth?: number;
};

/** A lottery, then one of its draws: the pair every page that works on one draw starts with. */
export function DrawPicker({ id, lottery, onLottery, draws, draw, onDraw, optionOf, empty, drawWidth = 230 }: DrawPickerProps) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        id={`${id}-lottery`}
        aria-label={t('statement.lottery')}
        value={lottery}
        onChange={(value) => onLottery(value as LotteryCode)}
        optionList={optionsOf(LOTTERY_LABELS, t)}
        // Room for the longest name whole (`Hong Kong Mark Six`).
        style={{ width: 200 }}
      />
      <Select
        id={`${id}-draw`}
        aria-label={t('statement.issue')}
        value={draw?.id}
        placeholder={empty}
        onChange={(value) => onDraw(Number(value))}
        optionList={draws.map((d) => ({ value: d.id, label: optionOf(d) }))}
        style={{ width: drawWidth }}
      />
    </>
  );
}
