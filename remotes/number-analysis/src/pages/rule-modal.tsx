import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LotteryCode, RiskRule } from '@drawdesk/contracts';
import type { GameCode } from '@drawdesk/shell/lottery';
import { formErrors, useWords } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Radio } from '@drawdesk/ui/radio';
import { Select } from '@drawdesk/ui/select';
import { Switch } from '@drawdesk/ui/switch';
import { Toast } from '@drawdesk/ui/toast';
import { saveRule } from '../risk-api.js';
import { ruleProblems, ruleSave, ruleText, type RuleText } from '../risk-form.js';
import { playsOf } from '../risk-labels.js';
import styles from './analysis.module.css';

type Props = {
  lottery: LotteryCode;
  game: GameCode;
  /** The rule edited; null for a new one (the plays without a rule are offered). Mounted per rule opened. */
  editing: RiskRule | null;
  taken: readonly string[];
  onClose: () => void;
  onSaved: () => void;
};
const TEXT_FIELDS = ['step', 'drop', 'floor', 'cap'] as const;

/** A lottery's odds-drop and cap rule for one play (Admins): stake per step and cap in yuan, odds as decimals. */
export function RuleModal({ lottery, game, editing, taken, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const words = useWords();
  const free = playsOf(game).filter((play) => !taken.includes(play));
  const [text, setText] = useState<RuleText>(() => ruleText(editing, free[0] ?? 'TM'));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof RuleText, string>>>({});
  const [saving, setSaving] = useState(false);
  const found = ruleProblems(text);

  async function save() {
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveRule(ruleSave(lottery, text, editing?.version));
      Toast.success(t('analysis.risk.rules.saved'));
      onSaved();
    } catch (error) {
      const { fields, messages } = formErrors(error, ['play', 'step', 'drop', 'floor', 'capPerSelection']);
      setServerErrors({ ...fields, cap: fields.capPerSelection });
      for (const message of messages) Toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const errorOf = (name: keyof RuleText) => serverErrors[name] ?? (checked && name in found ? t(found[name as keyof typeof found]!) : '');
  return (
    <Modal
      title={editing ? `${t('analysis.risk.rules.edit')} · ${words.play(editing.play)}` : t('analysis.risk.rules.add')}
      visible
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'risk-rule-save' }}
      width={520}
    >
      <div className={styles.fields}>
        <label htmlFor="risk-rule-play">{t('analysis.risk.field.play')}</label>
        <Select
          id="risk-rule-play"
          value={text.play}
          disabled={editing !== null}
          filter
          onChange={(play) => setText({ ...text, play: String(play) })}
          optionList={(editing ? [editing.play] : free).map((play) => ({ value: play, label: words.play(play) }))}
        />
        <label>{t('analysis.risk.field.basis')}</label>
        <Radio.Group
          id="risk-rule-basis"
          type="button"
          value={text.basis}
          onChange={(event) => setText({ ...text, basis: event.target.value as RuleText['basis'] })}
          options={(['total', 'kept'] as const).map((basis) => ({ value: basis, label: t(`analysis.risk.basis.${basis}`) }))}
        />
        {TEXT_FIELDS.map((name) => [
          <label key={`${name}-label`} htmlFor={`risk-rule-${name}`}>
            {t(`analysis.risk.field.${name}`)}
          </label>,
          <div key={name}>
            <Input
              id={`risk-rule-${name}`}
              value={text[name]}
              onChange={(value) => setText({ ...text, [name]: value })}
              prefix={name === 'step' || name === 'cap' ? '¥' : undefined}
              inputMode="decimal"
              validateStatus={errorOf(name) ? 'error' : 'default'}
            />
            {name === 'cap' && <div className={styles.hint}>{t('analysis.risk.field.blankNone')}</div>}
            {errorOf(name) && <div className={styles.error}>{errorOf(name)}</div>}
          </div>,
        ])}
        <label htmlFor="risk-rule-enabled">{t('analysis.risk.field.enabled')}</label>
        <Switch id="risk-rule-enabled" checked={text.enabled} onChange={(enabled) => setText({ ...text, enabled })} />
      </div>
    </Modal>
  );
}
