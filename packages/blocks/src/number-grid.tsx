import { ZODIAC_NAMES, type Zodiac } from '@drawdesk/lottery';
import { pickLocale } from '@drawdesk/shell';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Ball } from './ball.js';
import styles from './number-grid.module.css';

// Ball and Balls were first exported here: remotes built before `./ball` import them from this module.
export { Ball, Balls } from './ball.js';

const NUMBERS = Array.from({ length: 49 }, (_, i) => i + 1);

type GridProps = {
  id: string;
  /** Which numbers show as chosen. */
  chosen: (n: number) => boolean;
  onPick: (n: number) => void;
  /** The animal of each number in the draw's year (animals[n - 1]); null when unknown (none shown). */
  animals: readonly string[] | null;
};

/** The name of each number's animal in the reader's language ('' when unknown). */
function useAnimalNames(animals: readonly string[] | null): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  return (n) => {
    const animal = animals?.[n - 1] as Zodiac | undefined;
    return animal && animal in ZODIAC_NAMES ? ZODIAC_NAMES[animal][locale] : '';
  };
}

/** The 49 numbers as buttons, each in its colour with the year's animal under it (result picker, order form). */
export function NumberGrid({ id, chosen, onPick, animals }: GridProps) {
  const animalOf = useAnimalNames(animals);
  return (
    <div className={styles.grid} id={id}>
      {NUMBERS.map((n) => (
        <button type="button" key={n} className={styles.cell} data-number={n} aria-pressed={chosen(n)} onClick={() => onPick(n)}>
          <Ball n={n} />
          <span>{animalOf(n)}</span>
        </button>
      ))}
    </div>
  );
}

/** What a heat grid shows of one number: its tint (a CSS colour laid over the cell), the figures under it, and the full text on hover. */
export type HeatCell = { tint: string; figures: ReactNode; title: string };

type HeatGridProps = {
  id: string;
  animals: readonly string[] | null;
  cell: (n: number) => HeatCell;
};

/** The 49 numbers 7x7 as a heat map (an analysis): each in its colour with the year's animal, shaded by the caller's measure. */
export function HeatGrid({ id, animals, cell }: HeatGridProps) {
  const animalOf = useAnimalNames(animals);
  return (
    <div className={styles.grid} id={id}>
      {NUMBERS.map((n) => {
        const { tint, figures, title } = cell(n);
        return (
          <div key={n} className={`${styles.cell} ${styles.heat}`} data-number={n} title={title} style={{ backgroundImage: `linear-gradient(${tint}, ${tint})` }}>
            <span className={styles.heatHead}>
              <Ball n={n} />
              <span>{animalOf(n)}</span>
            </span>
            <span className={styles.figures}>{figures}</span>
          </div>
        );
      })}
    </div>
  );
}
