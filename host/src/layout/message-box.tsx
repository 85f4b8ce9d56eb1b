import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { MessagePage, MessageType } from '@drawdesk/contracts';
import { Badge } from '@drawdesk/ui/badge';
import { Button } from '@drawdesk/ui/button';
import { Popover } from '@drawdesk/ui/popover';
import { listMessages, messagesVersionAtom, unreadOf } from '../runtime/messages.js';
import styles from './message-box.module.css';

// The panel's code (tabs, tags, the empty-all confirmation) loads when the box is first opened.
const MessagePanel = lazy(() => import('./message-panel.js'));

/** How many of a tab's newest messages the box shows; View more opens them all. */
const BOX_SIZE = 10;
const NO_UNREAD = { message: 0, notice: 0, todo: 0 };

/**
 * The navbar's message box: the unread total on its button, and a panel with the tabs
 * Message / Notice / To-do, their newest items, Mark all read, Clear all and View more (message-panel.tsx).
 * It refetches whenever the messages change (a live Notify, or a read or clear made in the console).
 */
export function MessageBox() {
  const { t } = useTranslation();
  const version = useAtomValue(messagesVersionAtom);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageType>('message');
  const [shown, setShown] = useState<{ type: MessageType; page: MessagePage } | null>(null);

  useEffect(() => {
    let current = true;
    listMessages({ page: 1, pageSize: BOX_SIZE, type: tab }, true).then(
      (page) => current && setShown({ type: tab, page }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [tab, version]);

  const unread = shown?.page.unread ?? NO_UNREAD;
  const total = unreadOf(unread);
  // Until the new tab's items arrive, the previous tab's are not shown under its name.
  const items = shown?.type === tab ? shown.page.list : [];
  const content = (
    <Suspense fallback={<div className={styles.panel} />}>
      <MessagePanel tab={tab} setTab={setTab} unread={unread} items={items} close={() => setOpen(false)} />
    </Suspense>
  );

  // No fade (motion): the box closes as View more or an item navigates, and on a busy main thread the fade's end
  // event can be lost, leaving the box's invisible wrapper over the page (seen in the e2e test under load).
  return (
    <Popover trigger="custom" visible={open} motion={false} onClickOutSide={() => setOpen(false)} position="bottomRight" content={content}>
      <span>
        <Badge count={total > 0 ? total : undefined} overflowCount={99}>
          <Button theme="borderless" data-unread={total} onClick={() => setOpen(!open)}>
            {t('messageBox.title')}
          </Button>
        </Badge>
      </span>
    </Popover>
  );
}
