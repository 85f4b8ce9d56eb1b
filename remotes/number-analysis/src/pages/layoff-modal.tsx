import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYSIS_RULES, type LayoffSave } from '@drawdesk/contracts';
import { formErrors, parseYuan } from '@drawdesk/shell';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { Toast } from '@drawdesk/ui/toast';
import { saveLayoff } from '../analysis-api.js';
import { oddsToUnits, percentToBp, strategyRules } from '../strategy-form.js';
import { DrawPicker } from './draw-picker.js';
import { useDrawPick } from './use-draws.js';
import styles from './analysis.module.css';

type Props = { visible: boolean; onClose: () => void; onSaved: () => void };
type Text = { play: string; selection: string; stake: string; odds: string; rebate: string; upstream: string; note: string };
const FIELDS = ['play', 'selection', 'stake', 'odds', 'rebate', 'upstream', 'note'] as const;
const PLAY = /^[A-Z0-9_]+$/;

/** What is wrong with each field as typed (translation keys), none when the lay-off can be sent. */
function problems(text: Text): Partial<Record<keyof Text, string>> {
  const out: Partial<Record<keyof Text, string>> = {};
  if (!PLAY.test(text.play.trim())) out.play = 'analysis.rule.play';
  if (!text.selection.trim()) out.selection = 'rule.required';
  const stake = parseYuan(text.stake);
  if (stake === null || stake < 1) out.stake = 'rule.yuan';
  if (strategyRules.upstreamOdds(text.odds)) out.odds = 'analysis.rule.oddsRange';
  if (strategyRules.upstreamRebate(text.rebate)) out.rebate = 'analysis.rule.percent';
  return out;
}

/**
 * A lay-off entered by hand (one placed upstream by phone or another book): the draw, play code and
 * selection as the book writes them (`TM` `07`), stake in yuan, upstream odds and rebate, upstream name.
 * It is saved as planned; marking it placed is the list's action.
 */
export function LayoffModal({ visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const pick = useDrawPick(false);
  const [text, setText] = useState<Text>({ play: 'TM', selection: '', stake: '', odds: '', rebate: '0', upstream: '', note: '' });
  const [checked, setChecked] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Text, string>>>({});
  const [saving, setSaving] = useState(false);
  const chosenDraw = pick.draw?.id ?? null;
  const found = problems(text);

  async function save() {
    setChecked(true);
    if (chosenDraw === null || Object.keys(found).length > 0) return;
    const body: LayoffSave = {
      drawId: chosenDraw,
      play: text.play.trim(),
      selection: text.selection.trim(),
      stake: parseYuan(text.stake)!,
      odds: oddsToUnits(text.odds)!,
      rebateBp: percentToBp(text.rebate)!,
      upstream: text.upstream.trim(),
      ...(text.note.trim() ? { note: text.note.trim() } : {}),
    };
    setSaving(true);
    try {
      await saveLayoff(body);
      Toast.success(t('analysis.layoff.saved'));
      onSaved();
    } catch (error) {
      const { fields, messages } = formErrors(error, ['play', 'selection', 'stake', 'odds', 'rebateBp', 'upstream', 'note']);
      setServerErrors({ ...fields, rebate: fields.rebateBp });
      for (const message of messages) Toast.error(message);
    } finally {
      setSaving(false);
    }
  }

  const field = (name: keyof Text, extra: { prefix?: string; suffix?: string; maxLength?: number } = {}) => {
    const error = serverErrors[name] ?? (checked && found[name] ? t(found[name]) : '');
    return [
      <label key={`${name}-label`} htmlFor={`layoff-${name}`}>
        {t(`analysis.layoff.${name}`)}
      </label>,
      <div key={name}>
        <Input id={`layoff-${name}`} value={text[name]} onChange={(value) => setText({ ...text, [name]: value })} validateStatus={error ? 'error' : 'default'} {...extra} />
        {error && <div className={styles.error}>{error}</div>}
      </div>,
    ];
  };

  return (
    <Modal
      title={t('analysis.layoff.create')}
      visible={visible}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ loading: saving, id: 'layoff-save' }}
      width={560}
    >
      <div className={styles.fields}>
        <label htmlFor="layoff-lottery">{t('analysis.column.draw')}</label>
        <div className={styles.row}>
          <DrawPicker id="layoff" pick={pick} empty={t('analysis.draw.none')} />
        </div>
        {FIELDS.flatMap((name) =>
          field(name, {
            ...(name === 'stake' ? { prefix: '¥' } : {}),
            ...(name === 'rebate' ? { suffix: '%' } : {}),
            ...(name === 'upstream' ? { maxLength: ANALYSIS_RULES.upstreamMax } : {}),
            ...(name === 'note' ? { maxLength: ANALYSIS_RULES.noteMax } : {}),
          }),
        )}
      </div>
    </Modal>
  );
}
