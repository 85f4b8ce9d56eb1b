import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RISK_RULES, type AutoLayoffRule } from '@drawdesk/contracts';
import { formErrors, lookups, useLookup, usePermission, useWords } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Radio } from '@drawdesk/ui/radio';
import { Select } from '@drawdesk/ui/select';
import { Switch } from '@drawdesk/ui/switch';
import { Toast } from '@drawdesk/ui/toast';
import { saveKeepRule } from '../risk-api.js';
import { keepProblems, keepSave, keepText, type KeepText } from '../risk-form.js';
import { playsOf } from '../risk-labels.js';
import styles from './analysis.module.css';

const COMPANY = 0;
type Term = 'upstream' | 'odds' | 'rebate';

/**
 * A party's keep-at-most for a play (自动补货): the company's (Admins; to an external upstream with its
 * terms) or an agent's that may lay off (to its upline, or outside). The agents offered are the viewer's
 * (a User's subtree); the server says which may lay off. Mounted per rule opened.
 */
export function KeepModal({ editing, onClose, onSaved }: { editing: AutoLayoffRule | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const words = useWords();
  const isAdmin = usePermission(['Admin']);
  const agents = useLookup(lookups.agents) ?? [];
  const [text, setText] = useState<KeepText>(() => keepText(editing, isAdmin ? null : (agents[0]?.id ?? null)));
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [saving, setSaving] = useState(false);
  const found = keepProblems(text);
  const external = text.counterparty === 'external';

  async function save() {
    setChecked(true);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await saveKeepRule(keepSave(text, editing?.version));
      Toast.success(t('analysis.risk.rules.saved'));
      onSaved();
    } catch (error) {
      const { fields, messages } = formErrors(error, ['agentId', 'play', 'keepMax', 'counterparty', 'upstream', 'odds', 'rebateBp']);
      setServerErrors({ ...fields, rebate: fields.rebateBp });
      for (const message of messages) Toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const errorOf = (name: string) => serverErrors[name] ?? (checked && name in found ? t(found[name as keyof typeof found]!) : '');
  const parties = [
    ...(isAdmin ? [{ value: COMPANY, label: t('analysis.risk.party.company') }] : []),
    ...agents.map((agent) => ({ value: agent.id, label: `${agent.code} ${agent.name}` })),
  ];
  const field = (name: 'keepMax' | Term, extra: { prefix?: string; suffix?: string; maxLength?: number } = {}) => [
    <label key={`${name}-label`} htmlFor={`risk-keep-${name}`}>
      {t(`analysis.risk.field.${name}`)}
    </label>,
    <div key={name}>
      <Input id={`risk-keep-${name}`} value={text[name]} onChange={(value) => setText({ ...text, [name]: value })} validateStatus={errorOf(name) ? 'error' : 'default'} {...extra} />
      {errorOf(name) && <div className={styles.error}>{errorOf(name)}</div>}
    </div>,
  ];

  return (
    <Modal
      title={editing ? t('analysis.risk.rules.edit') : t('analysis.risk.rules.add')}
      visible
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'risk-keep-save' }}
      width={520}
    >
      <div className={styles.fields}>
        <label htmlFor="risk-keep-party">{t('analysis.risk.field.party')}</label>
        <div>
          <Select
            id="risk-keep-party"
            value={text.agentId ?? COMPANY}
            disabled={editing !== null}
            filter
            onChange={(value) => {
              const agentId = Number(value) === COMPANY ? null : Number(value);
              setText({ ...text, agentId, counterparty: agentId === null ? 'external' : text.counterparty });
            }}
            optionList={parties}
            style={{ width: '100%' }}
          />
          {errorOf('agentId') && <div className={styles.error}>{errorOf('agentId')}</div>}
        </div>
        <label htmlFor="risk-keep-play">{t('analysis.risk.field.play')}</label>
        <Select
          id="risk-keep-play"
          value={text.play}
          disabled={editing !== null}
          filter
          onChange={(play) => setText({ ...text, play: String(play) })}
          optionList={[...playsOf('MARK6'), ...playsOf('PICK3')].map((play) => ({ value: play, label: words.play(play) }))}
        />
        {field('keepMax', { prefix: '¥' })}
        <label>{t('analysis.risk.field.counterparty')}</label>
        <div>
          <Radio.Group
            id="risk-keep-counterparty"
            type="button"
            value={text.counterparty}
            onChange={(event) => setText({ ...text, counterparty: event.target.value as KeepText['counterparty'] })}
            options={(['upline', 'external'] as const).map((kind) => ({ value: kind, label: t(`analysis.risk.counterparty.${kind}`), disabled: kind === 'upline' && text.agentId === null }))}
          />
          {errorOf('counterparty') && <div className={styles.error}>{errorOf('counterparty')}</div>}
        </div>
        {external && [
          ...field('upstream', { maxLength: RISK_RULES.upstreamMax }),
          ...field('odds'),
          ...field('rebate', { suffix: '%' }),
        ]}
        <label htmlFor="risk-keep-enabled">{t('analysis.risk.field.enabled')}</label>
        <Switch id="risk-keep-enabled" checked={text.enabled} onChange={(enabled) => setText({ ...text, enabled })} />
      </div>
    </Modal>
  );
}
