import { useTranslation } from 'react-i18next';
import type { StrategyKind } from '@drawdesk/contracts';
import { optionsOf, usePageWords } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Select } from '@drawdesk/ui/select';
import { KIND_LABELS } from '../labels.js';
import { brokenField, FIELDS_OF, type StrategyValues } from '../strategy-form.js';
import { strategyResources } from '../strategy-locale.js';
import styles from './analysis.module.css';

type Props = {
  /** Element ids start with it: `<id>-kind`, `<id>-maxLoss`… */
  id: string;
  values: StrategyValues;
  onChange: (values: StrategyValues) => void;
  /** Show the broken field's message (after a first try to save or run). */
  checked: boolean;
};

const SUFFIX: Record<Exclude<keyof StrategyValues, 'kind'>, string> = { keepPercent: '%', cap: '', maxLoss: '', upstreamOdds: '', upstreamRebate: '%' };
const PREFIX: Record<Exclude<keyof StrategyValues, 'kind'>, string> = { keepPercent: '', cap: '¥', maxLoss: '¥', upstreamOdds: '', upstreamRebate: '' };

/**
 * A strategy's kind and its parameters, typed as an operator reads them (yuan, %, decimal odds); the
 * kind's hint says what it does. The caller turns the text into integer units with `strategyOf`.
 */
export function StrategyFields({ id, values, onChange, checked }: Props) {
  // A strategy's words come with its fields (the run form, the strategy form), not with the runs list.
  usePageWords(strategyResources);
  const { t } = useTranslation();
  const broken = checked ? brokenField(values) : null;
  return (
    <div className={styles.fields}>
      <label htmlFor={`${id}-kind`}>{t('analysis.strategy.kind')}</label>
      <div>
        <Select
          id={`${id}-kind`}
          value={values.kind}
          optionList={optionsOf(KIND_LABELS, t)}
          onChange={(kind) => onChange({ ...values, kind: kind as StrategyKind })}
          style={{ width: '100%' }}
        />
        <div className={styles.hint}>{t(`analysis.kindHint.${values.kind}`)}</div>
      </div>
      {FIELDS_OF[values.kind].map((field) => {
        const name = field as Exclude<keyof StrategyValues, 'kind'>;
        const error = broken?.field === name ? t(broken.key, broken.values) : '';
        return [
          <label key={`${name}-label`} htmlFor={`${id}-${name}`}>
            {t(`analysis.strategy.${name}`)}
          </label>,
          <div key={name}>
            <Input
              id={`${id}-${name}`}
              value={values[name]}
              onChange={(text) => onChange({ ...values, [name]: text })}
              prefix={PREFIX[name] || undefined}
              suffix={SUFFIX[name] || undefined}
              validateStatus={error ? 'error' : 'default'}
              inputMode="decimal"
            />
            {error && (
              <div className={styles.error} id={`${id}-${name}-error`}>
                {error}
              </div>
            )}
          </div>,
        ];
      })}
    </div>
  );
}
