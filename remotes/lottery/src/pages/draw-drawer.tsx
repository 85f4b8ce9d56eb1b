import { useTranslation } from 'react-i18next';
import type { Draw, DrawSave, LotteryCode } from '@drawdesk/contracts';
import { LOTTERY_LABELS, optionsOf, storedIfChanged } from '@drawdesk/shell';
import { useEditForm } from '@drawdesk/ui/edit-form';
import { Form } from '@drawdesk/ui/form';
import { useCheck } from '@drawdesk/ui/form-helpers';
import { SaveFooter } from '@drawdesk/ui/list-parts';
import { SideSheet } from '@drawdesk/ui/side-sheet';
import { Toast } from '@drawdesk/ui/toast';
import { readDraw, saveDraw } from '../draws-api.js';
import { drawRules } from '../rules.js';
import { instantOfInput, localInput } from '../times.js';

type Values = { lottery: LotteryCode; issue?: string; opensAt: string; closesAt: string; drawAt: string };
const FIELDS = ['lottery', 'issue', 'opensAt', 'closesAt', 'drawAt'];
const TIMES = ['opensAt', 'closesAt', 'drawAt'] as const;

const valuesOf = (draw: Draw): Values => ({
  lottery: draw.lottery,
  issue: draw.issue,
  opensAt: localInput(draw.opensAt),
  closesAt: localInput(draw.closesAt),
  drawAt: localInput(draw.drawAt),
});

/** Create: the fields alone (the server numbers the issue when it is left empty); reschedule: the draw's id and version too. */
function bodyOf(values: Values, draw: Draw | null): DrawSave {
  const fields = {
    lottery: values.lottery,
    ...(values.issue?.trim() ? { issue: values.issue.trim() } : {}),
    opensAt: instantOfInput(values.opensAt),
    closesAt: instantOfInput(values.closesAt),
    drawAt: instantOfInput(values.drawAt),
  };
  return draw ? { id: draw.id, version: draw.version, ...fields } : fields;
}

type Props = { visible: boolean; draw: Draw | null; onClose: () => void; onSaved: () => void };

/** Create (no draw) or reschedule a draw not yet open, in a drawer; give it a new `key` at every opening (useOverlay). */
export function DrawDrawer({ visible, draw: opened, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const check = useCheck();
  const { form, item: draw, saving, submit, submitForm } = useEditForm<Draw, Values, Draw>({
    opened,
    fields: FIELDS,
    save: (values, draw) => saveDraw(bodyOf(values, draw)),
    onSaved: (saved, draw) => {
      Toast.success(t(draw ? 'lottery.draw.saved' : 'lottery.draw.created', { issue: saved.issue }));
      onSaved();
    },
    changedSince: (error, draw) => storedIfChanged(error, draw, () => readDraw(draw.id)),
    valuesOf,
    staleMessage: t('lottery.draw.stale'),
  });

  return (
    <SideSheet
      title={t(draw ? 'lottery.draw.edit' : 'lottery.draw.create')}
      visible={visible}
      onCancel={onClose}
      width={440}
      footer={<SaveFooter saving={saving} onCancel={onClose} onSave={submitForm} />}
    >
      <Form getFormApi={(api) => (form.current = api)} initValues={draw ? valuesOf(draw) : {}} labelPosition="top" onSubmit={submit}>
        {/* A draw stays in its lottery (the server refuses a move). */}
        <Form.Select
          field="lottery"
          label={t('lottery.column.lottery')}
          optionList={optionsOf(LOTTERY_LABELS, t)}
          disabled={draw !== null}
          validate={check(drawRules.lottery)}
          style={{ width: '100%' }}
        />
        <Form.Input field="issue" label={t('lottery.column.issue')} placeholder={t('lottery.draw.issueHint')} maxLength={20} validate={check(drawRules.issue)} />
        {TIMES.map((field) => (
          <Form.Input key={field} field={field} type="datetime-local" step={1} label={t(`lottery.column.${field}`)} validate={check(drawRules.time)} />
        ))}
      </Form>
    </SideSheet>
  );
}
