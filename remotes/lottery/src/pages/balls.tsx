import type { Draw } from '@drawdesk/contracts';
import { Ball } from '@drawdesk/blocks/ball';
import styles from './balls.module.css';

/** One pick-3 digit. */
export function Digit({ d }: { d: number }) {
  return <span className={styles.digit}>{d}</span>;
}

/** A draw's result: six balls + the special for Mark Six, three digits for pick-3; a dash before there is one. */
export function ResultView({ draw }: { draw: Pick<Draw, 'game' | 'result'> }) {
  const { result } = draw;
  if (!result) return <span>-</span>;
  if (draw.game === 'PICK3') {
    return (
      <span className={styles.balls} data-result={result.numbers.join('')}>
        {result.numbers.map((d, i) => (
          <Digit key={i} d={d} />
        ))}
      </span>
    );
  }
  return (
    <span className={styles.balls} data-result={`${result.numbers.join(',')}+${result.special}`}>
      {result.numbers.map((n) => (
        <Ball key={n} n={n} />
      ))}
      <span className={styles.plus}>+</span>
      {result.special !== null && <Ball n={result.special} />}
    </span>
  );
}
