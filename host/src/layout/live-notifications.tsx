import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MessagePage } from '@drawdesk/contracts';
import { eventBus, openEventStream, tokenAtom } from '@drawdesk/shell';
import { Badge } from '@drawdesk/ui/badge';
import { Button } from '@drawdesk/ui/button';
import { Notification } from '@drawdesk/ui/notification';
import { api, store } from '../runtime/services.js';

const ANALYSE_NOTICE_SECONDS = 30;

const unreadTotal = (page: MessagePage) => page.unread.message + page.unread.notice + page.unread.todo;

/**
 * The tab's one live stream while logged in: `Analyse` pops the closable 分析完成 notification
 * (30 s) and goes to the `analyse` channel; `Notify` goes to the `order` channel and refreshes
 * the unread badge. Logging out (no token) closes the stream.
 */
export function LiveNotifications() {
  const { t } = useTranslation();
  const token = useAtomValue(tokenAtom);
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    if (!token) return;
    const refresh = () =>
      api
        .post<MessagePage>('/message/list', { page: 1, pageSize: 1 }, { silent: true })
        .then((page) => setUnread(unreadTotal(page)), () => undefined);
    void refresh();
    const stream = openEventStream({
      url: '/api/v1/notify',
      getToken: () => store.get(tokenAtom),
      onEvent: (event) => {
        if (event.type === 'Analyse') {
          eventBus.emit('analyse', { traceId: event.traceId, content: event.content });
          Notification.success({ title: t('notify.analyse.title'), content: event.content, duration: ANALYSE_NOTICE_SECONDS });
        } else {
          eventBus.emit('order', { traceId: event.traceId, content: event.content });
          void refresh();
        }
      },
    });
    return () => stream.close();
  }, [token, t]);

  return (
    <Badge count={unread > 0 ? unread : undefined} overflowCount={99}>
      <Button theme="borderless" aria-label={t('messageBox.tab.message')} data-unread={unread}>
        {t('messageBox.tab.message')}
      </Button>
    </Badge>
  );
}
