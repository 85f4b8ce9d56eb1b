import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_RULES, type Draw } from '@drawdesk/contracts';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { enterResult } from '../draws-api.js';
import { useDrawAnimals } from '@drawdesk/blocks/draw-animals';
import { digitsOf, EMPTY_PICK, mark6Entry, NO_DIGITS, pick3Entry, type Mark6Pick, type Pick3Digits } from '../result-pick.js';
import { Mark6Picker } from './mark6-picker.js';
import { Pick3Picker } from './pick3-picker.js';
import { useSave } from './use-save.js';
import styles from './picker.module.css';

type Props = { draw: Draw; visible: boolean; onClose: () => void; onSaved: () => void };

/** A drawn or settled draw's result is corrected (with a reason); a closed one's is entered. */
export const isCorrection = (draw: Pick<Draw, 'status'>) => draw.status === 'drawn' || draw.status === 'settled';

/**
 * Enter or correct a draw's result with the picker (Mark Six numbers or pick-3 digits). Saving stays
 * disabled until the result is complete (and, for a correction, a reason given); the server's refusal comes
 * as a toast. Give it a new `key` at every opening (useOverlay), so it starts from the draw.
 */
export function ResultModal({ draw, visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const correcting = isCorrection(draw);
  const animals = useDrawAnimals(draw);
  const [pick, setPick] = useState<Mark6Pick>(draw.result && draw.game === 'MARK6' ? draw.result : EMPTY_PICK);
  const [digits, setDigits] = useState<Pick3Digits>(draw.result && draw.game === 'PICK3' ? digitsOf(draw.result.numbers) : NO_DIGITS);
  const [reason, setReason] = useState('');
  const entry = draw.game === 'MARK6' ? mark6Entry(pick) : pick3Entry(digits);
  const ready = entry !== null && (!correcting || reason.trim() !== '');

  const { saving, run } = useSave(
    () => enterResult({ id: draw.id, ...entry!, ...(correcting ? { reason: reason.trim() } : {}) }),
    t(correcting ? 'lottery.result.corrected' : 'lottery.result.entered', { issue: draw.issue }),
    onSaved,
  );

  return (
    <Modal
      title={t(correcting ? 'lottery.result.correctTitle' : 'lottery.result.enterTitle', { issue: draw.issue })}
      visible={visible}
      onCancel={onClose}
      // A correction reverses the settlement and settles again: a second question before it is sent.
      onOk={
        correcting
          ? () =>
              void Modal.confirm({
                title: t('lottery.result.confirm', { issue: draw.issue }),
                content: t('lottery.result.confirmContent'),
                okText: t('lottery.action.correct'),
                cancelText: t('form.cancel'),
                okButtonProps: { id: 'correct-confirm' },
                onOk: run,
              })
          : run
      }
      okText={t('form.save')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: !ready, loading: saving, id: 'result-save' }}
      width={draw.game === 'MARK6' ? 620 : 520}
    >
      {draw.game === 'MARK6' ? <Mark6Picker pick={pick} onChange={setPick} animals={animals} /> : <Pick3Picker digits={digits} onChange={setDigits} />}
      {correcting && (
        <div className={styles.field}>
          <Input
            id="result-reason"
            value={reason}
            onChange={setReason}
            maxLength={DRAW_RULES.reasonMax}
            placeholder={t('lottery.result.reason')}
            aria-label={t('lottery.result.reason')}
          />
        </div>
      )}
    </Modal>
  );
}
