import { colourOf } from '@drawdesk/lottery';
import styles from './ball.module.css';

const CLASS = { RED: styles.red, BLUE: styles.blue, GREEN: styles.green } as const;

/**
 * One Mark Six number in its colour wave (docs/domain/games.md#mark-six-mark6-六合彩). A module of its own, apart
 * from the number grids, so a list that shows results as balls (the draws list) downloads no grid.
 */
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
