import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Message, MessagePage, MessageType } from '@drawdesk/contracts';
import { formatDateTime, useWords } from '@drawdesk/shell';
import { Badge } from '@drawdesk/ui/badge';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Popover } from '@drawdesk/ui/popover';
import { Tabs } from '@drawdesk/ui/tabs';
import { Tag } from '@drawdesk/ui/tag';
import {
  MESSAGE_TYPES,
  clearMessages,
  listMessages,
  markAllRead,
  markRead,
  messagesChangedAtom,
  messagesVersionAtom,
  unreadOf,
  withCount,
} from '../runtime/messages.js';
import styles from './message-box.module.css';

/** How many of a tab's newest messages the box shows; View More opens them all. */
const BOX_SIZE = 10;
const NO_UNREAD = { message: 0, notice: 0, todo: 0 };

/**
 * The navbar's message box: the unread total on its button, and a panel with the tabs
 * Message / Notice / Todo, their newest items, All Read, empty-all and View More.
 * It refetches whenever the messages change (a live Notify, or a read or clear made in the console).
 */
export function MessageBox() {
  const { t } = useTranslation();
  const words = useWords();
  const navigate = useNavigate();
  const version = useAtomValue(messagesVersionAtom);
  const messagesChanged = useSetAtom(messagesChangedAtom);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<MessageType>('message');
  const [shown, setShown] = useState<{ type: MessageType; page: MessagePage } | null>(null);
  // The confirmation renders inside the panel, so answering it is not a click outside the box.
  const panel = useRef<HTMLDivElement>(null);

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

  async function openItem(message: Message) {
    if (message.status === 0) {
      await markRead([message.id]);
      messagesChanged();
    }
    if (message.link) {
      setOpen(false);
      navigate(message.link);
    }
  }

  function viewMore() {
    setOpen(false);
    navigate('/user/messages');
  }

  const content = (
    <div ref={panel} className={styles.panel} role="dialog" aria-label={t('messageBox.title')}>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(key) => setTab(key as MessageType)}
        tabList={MESSAGE_TYPES.map((type) => ({ itemKey: type, tab: withCount(t(`messageBox.tab.${type}`), unread[type]) }))}
        tabBarExtraContent={
          <Popconfirm
            title={t('messageBox.emptyAll.confirm', { tab: t(`messageBox.tab.${tab}`) })}
            getPopupContainer={() => panel.current ?? document.body}
            onConfirm={() => clearMessages(tab).then(messagesChanged)}
          >
            <Button theme="borderless" size="small" type="danger" disabled={items.length === 0}>
              {t('messageBox.emptyAll')}
            </Button>
          </Popconfirm>
        }
      />
      {items.length === 0 ? (
        <p className={styles.empty}>{t('messageBox.noContent')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className={styles.item}
                data-status={message.done ? 'done' : message.status === 0 ? 'unread' : 'read'}
                onClick={() => void openItem(message).catch(() => undefined)}
              >
                <span className={styles.head}>
                  <strong className={styles.title}>{words.text(message.title)}</strong>
                  {message.done ? (
                    <Tag size="small" color="green">
                      {t('messageBox.done')}
                    </Tag>
                  ) : (
                    <Tag size="small" color={message.status === 0 ? 'red' : 'grey'}>
                      {t(message.status === 0 ? 'messageBox.unread' : 'messageBox.read')}
                    </Tag>
                  )}
                </span>
                {words.text(message.subTitle) && <span className={styles.subTitle}>{words.text(message.subTitle)}</span>}
                {words.text(message.content) && <span className={styles.content}>{words.text(message.content)}</span>}
                <span className={styles.time}>{formatDateTime(message.time)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button
          theme="borderless"
          disabled={unread[tab] === 0}
          onClick={() => void markAllRead(tab).then(messagesChanged, () => undefined)}
        >
          {t('messageBox.allRead')}
        </Button>
        <Button theme="borderless" onClick={viewMore}>
          {t('messageBox.viewMore')}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="custom" visible={open} onClickOutSide={() => setOpen(false)} position="bottomRight" content={content}>
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
