import { colourOf, ZODIAC_NAMES, type Zodiac } from '@drawdesk/lottery';
import { pickLocale } from '@drawdesk/shell';
import { useTranslation } from 'react-i18next';
import styles from './number-grid.module.css';

const NUMBERS = Array.from({ length: 49 }, (_, i) => i + 1);
const CLASS = { RED: styles.red, BLUE: styles.blue, GREEN: styles.green } as const;

/** One Mark Six number in its colour wave (DOMAIN.md §2). */
export function Ball({ n }: { n: number }) {
  return (
    <span className={`${styles.ball} ${CLASS[colourOf(n)]}`} data-ball={n}>
      {String(n).padStart(2, '0')}
    </span>
  );
}

/** Numbers as a row of balls. */
export function Balls({ numbers }: { numbers: readonly number[] }) {
  return (
    <span className={styles.balls}>
      {numbers.map((n) => (
        <Ball key={n} n={n} />
      ))}
    </span>
  );
}

type GridProps = {
  id: string;
  /** Which numbers show as chosen. */
  chosen: (n: number) => boolean;
  onPick: (n: number) => void;
  /** The animal of each number in the draw's year (animals[n - 1]); null when unknown (none shown). */
  animals: readonly string[] | null;
};

/** The 49 numbers as buttons, each in its colour with the year's animal under it (result picker, order form). */
export function NumberGrid({ id, chosen, onPick, animals }: GridProps) {
  const { i18n } = useTranslation();
  const locale = pickLocale(i18n.language);
  const animalOf = (n: number) => {
    const animal = animals?.[n - 1] as Zodiac | undefined;
    return animal && animal in ZODIAC_NAMES ? ZODIAC_NAMES[animal][locale] : '';
  };
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
