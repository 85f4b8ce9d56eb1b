import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { notifyStream } from '@drawdesk/contracts';
import { eventBus, pickLocale, textIn } from '@drawdesk/shell';
import { tokenAtom } from '@drawdesk/shell/host';
import { Button } from '@drawdesk/ui/button';
import { analysisLink } from '../model/analysis-link.js';
import { openEventStream } from '../model/event-stream.js';
import { messagesChangedAtom } from '../runtime/messages.js';
import { API_BASE, store } from '../runtime/services.js';

const ANALYSE_NOTICE_SECONDS = 30;

/**
 * The tab's one live stream while logged in (no UI of its own): `Analyse` pops the closable 分析完成
 * notification (30 s) with a button to the analysis, and goes to the `analyse` channel; `Notify` goes to
 * the `order` channel and tells the message box and the message page to refetch. Logging out (no token)
 * closes the stream.
 */
export function LiveNotifications() {
  const { t, i18n } = useTranslation();
  // A ref: `navigate` changes with every navigation, which must not reopen the stream.
  const navigateTo = useNavigate();
  const navigate = useRef(navigateTo);
  navigate.current = navigateTo;
  const token = useAtomValue(tokenAtom);
  const messagesChanged = useSetAtom(messagesChangedAtom);

  useEffect(() => {
    if (!token) return;
    const stream = openEventStream({
      url: `${API_BASE}${notifyStream.path}`,
      getToken: () => store.get(tokenAtom),
      onEvent: (event) => {
        // Stored in both languages: shown (and passed on) in the viewer's.
        const content = textIn(event.content, pickLocale(i18n.language));
        if (event.type === 'Analyse') {
          eventBus.emit('analyse', { traceId: event.traceId, content });
          const link = analysisLink(event.traceId);
          // Its code loads with the first notification, not with every page.
          void import('@drawdesk/ui/notification').then(({ Notification }) => {
            // The notification renders outside the router: its button navigates with this component's navigate.
            const id: string = Notification.success({
              title: t('notify.analyse.title'),
              content: (
                <div data-analysis={event.traceId}>
                  <div>{content}</div>
                  {link && (
                    <Button
                      theme="borderless"
                      size="small"
                      style={{ padding: 0 }}
                      onClick={() => {
                        Notification.close(id);
                        navigate.current(link);
                      }}
                    >
                      {t('notify.analyse.view')}
                    </Button>
                  )}
                </div>
              ),
              duration: ANALYSE_NOTICE_SECONDS,
            });
          });
        } else {
          eventBus.emit('order', { traceId: event.traceId, content });
          messagesChanged();
        }
      },
    });
    return () => stream.close();
  }, [token, t, i18n, messagesChanged]);

  return null;
}
