import { useTranslation } from 'react-i18next';
import { Radio } from '@drawdesk/ui/radio';
import type { Pick3Digits } from '../result-pick.js';
import styles from './picker.module.css';

const DIGITS = Array.from({ length: 10 }, (_, d) => d);
const POSITIONS = ['lottery.pick.hundreds', 'lottery.pick.tens', 'lottery.pick.units'] as const;

/** The pick-3 result: one digit 0-9 for each of hundreds, tens and units (nothing else can be chosen). */
export function Pick3Picker({ digits, onChange }: { digits: Pick3Digits; onChange: (digits: Pick3Digits) => void }) {
  const { t } = useTranslation();
  return (
    <div id="result-digits">
      {POSITIONS.map((label, position) => (
        <div className={styles.digits} key={label}>
          <span className={styles.position}>{t(label)}</span>
          <Radio.Group
            type="button"
            name={`digit-${position}`}
            value={digits[position] ?? undefined}
            onChange={(e) => {
              const next = [...digits] as [number | null, number | null, number | null];
              next[position] = Number(e.target.value);
              onChange(next);
            }}
          >
            {DIGITS.map((d) => (
              <Radio key={d} value={d}>
                {d}
              </Radio>
            ))}
          </Radio.Group>
        </div>
      ))}
    </div>
  );
}
