import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { eventBus, tokenAtom } from '@drawdesk/shell';
import { openEventStream } from '../model/event-stream.js';
import { Notification } from '@drawdesk/ui/notification';
import { messagesChangedAtom } from '../runtime/messages.js';
import { store } from '../runtime/services.js';

const ANALYSE_NOTICE_SECONDS = 30;

/**
 * The tab's one live stream while logged in (no UI of its own): `Analyse` pops the closable 分析完成
 * notification (30 s) and goes to the `analyse` channel; `Notify` goes to the `order` channel and
 * tells the message box and the message page to refetch. Logging out (no token) closes the stream.
 */
export function LiveNotifications() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const messagesChanged = useSetAtom(messagesChangedAtom);

  useEffect(() => {
    if (!token) return;
    const stream = openEventStream({
      url: '/api/v1/notify',
      getToken: () => store.get(tokenAtom),
      onEvent: (event) => {
        if (event.type === 'Analyse') {
          eventBus.emit('analyse', { traceId: event.traceId, content: event.content });
          Notification.success({ title: t('notify.analyse.title'), content: event.content, duration: ANALYSE_NOTICE_SECONDS });
        } else {
          eventBus.emit('order', { traceId: event.traceId, content: event.content });
          messagesChanged();
        }
      },
    });
    return () => stream.close();
  }, [token, t, messagesChanged]);

  return null;
}
