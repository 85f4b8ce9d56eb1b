import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_RULES, type AnalysisStrategy, type StrategySave } from '@drawdesk/contracts';
import { formErrors, lengthBetween, lookups, usePermission, useLookup } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Select } from '@drawdesk/ui/select';
import { Toast } from '@drawdesk/ui/toast';
import { saveStrategy, strategyChangedSince } from '../analysis-api.js';
import { BLANK_STRATEGY, strategyOf, valuesOf, type StrategyValues } from '../strategy-form.js';
import { StrategyFields } from './strategy-fields.js';
import styles from './analysis.module.css';

type Props = { visible: boolean; strategy: AnalysisStrategy | null; onClose: () => void; onSaved: (saved: AnalysisStrategy) => void };

const nameRule = lengthBetween({ min: 1, max: ANALYSIS_RULES.nameMax });
const COMPANY = 0;

/**
 * Create (no strategy) or edit a saved strategy: its name, whose it is (an Admin: the company's or an
 * agent's; a User's are its agent's), its kind and parameters. An edit is saved at the version read; when
 * someone saved it meanwhile, the form reloads the stored one and says so.
 */
export function StrategyModal({ visible, strategy: opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const isAdmin = usePermission(['Admin']);
  const agents = useLookup(lookups.agents) ?? [];
  const [item, setItem] = useState(opened);
  const [name, setName] = useState(opened?.name ?? '');
  const [owner, setOwner] = useState<number>(opened?.agentId ?? COMPANY);
  const [values, setValues] = useState<StrategyValues>(opened ? valuesOf(opened.strategy) : BLANK_STRATEGY);
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [nameError, setNameError] = useState('');

  async function save() {
    setChecked(true);
    const strategy = strategyOf(values);
    const brokenName = nameRule(name.trim());
    setNameError(brokenName ? t(brokenName.key, brokenName.values) : '');
    if (!strategy || brokenName) return;
    const body: StrategySave = {
      ...(item ? { id: item.id, version: item.version } : {}),
      name: name.trim(),
      strategy,
      ...(isAdmin ? { agentId: owner === COMPANY ? null : owner } : {}),
    };
    setSaving(true);
    try {
      const saved = await saveStrategy(body);
      Toast.success(t('analysis.strategy.saved', { name: saved.name }));
      onSaved(saved);
    } catch (error) {
      const stored = item && (await strategyChangedSince(error, item));
      if (stored) {
        setItem(stored);
        setName(stored.name);
        setOwner(stored.agentId ?? COMPANY);
        setValues(valuesOf(stored.strategy));
        Toast.warning(t('analysis.strategy.stale'));
      } else {
        const { fields, messages } = formErrors(error, ['name']);
        if (fields.name) setNameError(fields.name);
        for (const message of messages) Toast.error(message);
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal
      title={t(item ? 'analysis.strategy.edit' : 'analysis.strategy.create')}
      visible={visible}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'strategy-save' }}
      width={560}
    >
      <div className={styles.fields}>
        <label htmlFor="strategy-name">{t('analysis.strategy.name')}</label>
        <div>
          <Input id="strategy-name" value={name} onChange={setName} maxLength={ANALYSIS_RULES.nameMax} validateStatus={nameError ? 'error' : 'default'} />
          {nameError && <div className={styles.error}>{nameError}</div>}
        </div>
        {isAdmin && (
          <>
            <label htmlFor="strategy-owner">{t('analysis.strategy.owner')}</label>
            <Select
              id="strategy-owner"
              value={owner}
              filter
              onChange={(value) => setOwner(Number(value))}
              optionList={[{ value: COMPANY, label: t('analysis.scope.company') }, ...agents.map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))]}
              style={{ width: '100%' }}
            />
          </>
        )}
      </div>
      <StrategyFields id="strategy" values={values} onChange={setValues} checked={checked} />
    </Modal>
  );
}
