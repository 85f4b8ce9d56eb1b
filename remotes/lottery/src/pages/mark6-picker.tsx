import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { DRAW_RULES } from '@drawdesk/contracts';
import { addNumber, removeNumber, typedNumber, type Mark6Pick, type Refusal } from '../result-pick.js';
import { Ball } from '@drawdesk/blocks/ball';
import { NumberGrid } from '@drawdesk/blocks/number-grid';
import styles from './picker.module.css';

const SLOTS = Array.from({ length: DRAW_RULES.mark6.count }, (_, i) => i);

type Props = {
  pick: Mark6Pick;
  onChange: (pick: Mark6Pick) => void;
  /** The animal of each number this draw's year (animals[n - 1]); null when the zodiac table has no year for it. */
  animals: readonly string[] | null;
};

/**
 * The Mark Six number picker: the 49 numbers in their colour with the year's animal, the picked six and the
 * special (click one to take it out), and a box to type a number. A duplicate, a number outside 1-49 or an
 * eighth number is refused here, with the reason, before anything is sent.
 */
export function Mark6Picker({ pick, onChange, animals }: Props) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<{ reason: Refusal; value: string } | null>(null);
  const [typed, setTyped] = useState('');

  const add = (value: number, text: string) => {
    const picked = addNumber(pick, value);
    if (!picked.ok) return setRefusal({ reason: picked.refusal, value: text });
    setRefusal(null);
    setTyped('');
    onChange(picked.pick);
  };

  return (
    <div>
      <div className={styles.chosen} id="result-chosen">
        <span>{t('lottery.pick.regular')}</span>
        {SLOTS.map((i) => (
          <Slot key={i} n={pick.numbers[i]} label={t('lottery.pick.remove')} onRemove={(n) => onChange(removeNumber(pick, n))} />
        ))}
        <span>{t('lottery.pick.special')}</span>
        <Slot n={pick.special ?? undefined} label={t('lottery.pick.remove')} onRemove={(n) => onChange(removeNumber(pick, n))} />
      </div>
      <NumberGrid id="result-grid" chosen={(n) => pick.numbers.includes(n) || pick.special === n} onPick={(n) => add(n, String(n))} animals={animals} />
      <form
        className={styles.typed}
        onSubmit={(e) => {
          e.preventDefault();
          add(typedNumber(typed), typed.trim());
        }}
      >
        <Input id="result-typed" value={typed} onChange={setTyped} placeholder={t('lottery.pick.typed')} maxLength={3} style={{ width: 160 }} />
        <Button htmlType="submit">{t('lottery.pick.add')}</Button>
      </form>
      <div className={styles.refusal} id="result-refusal" role="alert">
        {refusal && t(`lottery.pick.${refusal.reason}`, { value: refusal.value })}
      </div>
    </div>
  );
}

function Slot({ n, label, onRemove }: { n: number | undefined; label: string; onRemove: (n: number) => void }) {
  if (n === undefined) return <span className={styles.empty} />;
  return (
    <button type="button" className={styles.slot} aria-label={`${label} ${n}`} onClick={() => onRemove(n)}>
      <Ball n={n} />
    </button>
  );
}
