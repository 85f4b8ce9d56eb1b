import { useTranslation } from 'react-i18next';
import { drawAllows, type Draw } from '@drawdesk/contracts';
import { Button } from '@drawdesk/ui/button';
import { ConfirmButton, RemoveButton } from '@drawdesk/ui/list-parts';
import { Space } from '@drawdesk/ui/space';
import { closeDraw, openDraw, removeDraw } from '../draws-api.js';

/** What a row's buttons open (the page holds the drawer and the modals). */
export type DrawHandlers = { onEdit: (draw: Draw) => void; onResult: (draw: Draw) => void; onVoid: (draw: Draw) => void; onChanged: () => void };

/**
 * A draw's actions, each shown only where the lifecycle allows it (the server checks again and answers a
 * 409 with the current status, shown as its toast): reschedule, open, close, enter or correct the result,
 * void, remove (the server refuses a draw with orders). Close, void, correct and remove ask first.
 */
export function DrawActions({ draw, onEdit, onResult, onVoid, onChanged }: { draw: Draw } & DrawHandlers) {
  const { t } = useTranslation();
  const can = (action: Parameters<typeof drawAllows>[0]) => drawAllows(action, draw.status);
  const step = (call: (id: number) => Promise<Draw>) => () => void call(draw.id).then(onChanged, onChanged);
  const button = (label: string, onClick: () => void) => (
    <Button theme="borderless" size="small" onClick={onClick}>
      {t(label)}
    </Button>
  );

  return (
    <Space spacing={4}>
      {can('reschedule') && button('lottery.action.edit', () => onEdit(draw))}
      {can('open') && button('lottery.action.open', step(openDraw))}
      {can('close') && (
        // Closing ends sales at once and rejects the pending orders: asked first.
        <ConfirmButton title={t('lottery.close.title', { issue: draw.issue })} content={t('lottery.close.content')} okText={t('lottery.action.close')} onConfirm={step(closeDraw)}>
          {t('lottery.action.close')}
        </ConfirmButton>
      )}
      {can('result') && button('lottery.action.result', () => onResult(draw))}
      {can('correct') && button('lottery.action.correct', () => onResult(draw))}
      {can('void') && button('lottery.action.void', () => onVoid(draw))}
      {can('remove') && (
        <RemoveButton
          title={t('lottery.remove.title', { issue: draw.issue })}
          content={t('lottery.remove.content')}
          label={t('lottery.action.remove')}
          removed={t('lottery.remove.done', { issue: draw.issue })}
          onRemove={() => removeDraw(draw.id).finally(onChanged)}
        />
      )}
    </Space>
  );
}
