import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_RULES, type Draw } from '@drawdesk/contracts';
import { Input } from '@drawdesk/ui/input';
import { Modal } from '@drawdesk/ui/modal';
import { voidDraw } from '../draws-api.js';
import { useSave } from './use-save.js';

type Props = { draw: Draw; visible: boolean; onClose: () => void; onSaved: () => void };

/** Voiding a draw asks for its reason (docs/domain/draws.md#the-lifecycle: every order line is refunded); no reason, no void. */
export function VoidModal({ draw, visible, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const { saving, run } = useSave(() => voidDraw(draw.id, reason.trim()), t('lottery.void.done', { issue: draw.issue }), onSaved);

  return (
    <Modal
      title={t('lottery.void.title', { issue: draw.issue })}
      visible={visible}
      onCancel={onClose}
      // Every line is refunded and it cannot be undone: a second question before it is sent.
      onOk={() =>
        void Modal.confirm({
          title: t('lottery.void.confirm', { issue: draw.issue }),
          content: t('lottery.void.content'),
          okText: t('lottery.action.void'),
          cancelText: t('form.cancel'),
          okButtonProps: { type: 'danger', id: 'void-confirm' },
          onOk: run,
        })
      }
      okText={t('lottery.action.void')}
      cancelText={t('form.cancel')}
      okButtonProps={{ disabled: reason.trim() === '', loading: saving, type: 'danger', id: 'void-save' }}
    >
      <p>{t('lottery.void.content')}</p>
      <Input id="void-reason" value={reason} onChange={setReason} maxLength={DRAW_RULES.reasonMax} placeholder={t('lottery.void.reason')} aria-label={t('lottery.void.reason')} />
    </Modal>
  );
}
