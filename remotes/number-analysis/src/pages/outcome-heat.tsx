import { useTranslation } from 'react-i18next';
import { formatMoney } from '@drawdesk/shell';
import { HeatGrid } from '@drawdesk/blocks/number-grid';
import { heatColour, heatExtent } from '../heat.js';
import { yuanShort } from '../labels.js';
import { byOutcome, pick3Blocks } from '../outcomes.js';
import { outcomeLabel } from './summary-cards.js';
import styles from './analysis.module.css';

/** One outcome as a heat view shows it: the stake that wins on it and the book's result N if it is drawn. */
export type HeatRow = { outcome: string; stake: number; net: number; payout?: number; layoff?: number };

type Props = { id: string; game: string; rows: readonly HeatRow[]; animals: readonly string[] | null };

/** The hover text of an outcome: every figure, exact. */
function useTitle() {
  const { t } = useTranslation();
  return (row: HeatRow | undefined, outcome: string) =>
    [
      outcomeLabel(outcome),
      `${t('analysis.outcome.stake')} ${formatMoney(row?.stake ?? 0)}`,
      ...(row?.payout !== undefined ? [`${t('analysis.outcome.payout')} ${formatMoney(row.payout)}`] : []),
      ...(row?.layoff ? [`${t('analysis.outcome.layoff')} ${formatMoney(row.layoff)}`] : []),
      `${t('analysis.outcome.net')} ${formatMoney(row?.net ?? 0)}`,
    ].join(' · ');
}

function Legend() {
  const { t } = useTranslation();
  return (
    <div className={styles.legend}>
      <span>{t('analysis.heat.loss')}</span>
      <span className={styles.legendBar} />
      <span>{t('analysis.heat.profit')}</span>
    </div>
  );
}

/**
 * The book's result on every outcome as a heat map: for Mark Six the 49 numbers 7x7, each in its colour with
 * the draw year's animal, its stake and N; for pick-3 the 1,000 results as 10 blocks (hundreds digit) of
 * 10x10 (tens by units). Red where the book loses, green where it wins, on the view's own extent.
 */
export function OutcomeHeat({ id, game, rows, animals }: Props) {
  const { t } = useTranslation();
  const title = useTitle();
  const rowOf = byOutcome(rows);
  const extent = heatExtent(rows.map((row) => row.net));
  if (game === 'PICK3') {
    return (
      <div className={styles.section}>
        <Legend />
        <div className={styles.blocks} id={id}>
          {pick3Blocks().map((block) => (
            <div className={styles.block} key={block.hundreds} data-hundreds={block.hundreds}>
              <span>{t('analysis.heat.hundreds', { digit: block.hundreds })}</span>
              <div className={styles.blockGrid}>
                {block.rows.flat().map((outcome) => {
                  const row = rowOf.get(outcome);
                  const tint = heatColour(row?.net ?? 0, extent);
                  return (
                    <span key={outcome} className={styles.blockCell} data-outcome={outcome} title={title(row, outcome)} style={{ backgroundImage: `linear-gradient(${tint}, ${tint})` }}>
                      {outcome.slice(1)}
                    </span>
                  );
                })}
              </div>
            </div>
          ))}
        </div>
      </div>
    );
  }
  return (
    <div className={styles.heatWrap}>
      <Legend />
      <HeatGrid
        id={id}
        animals={animals}
        cell={(n) => {
          const row = rowOf.get(String(n));
          return {
            tint: heatColour(row?.net ?? 0, extent),
            title: title(row, String(n)),
            figures: (
              <>
                <span>{t('analysis.heat.stake', { stake: yuanShort(row?.stake ?? 0) })}</span>
                <strong>{yuanShort(row?.net ?? 0)}</strong>
              </>
            ),
          };
        }}
      />
    </div>
  );
}
