import { useRef } from 'react';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Message, MessageType, UnreadCounts } from '@drawdesk/contracts';
import { formatDateTime, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Tabs } from '@drawdesk/ui/tabs';
import { Tag } from '@drawdesk/ui/tag';
import { MESSAGE_TYPES, clearMessages, markAllRead, markRead, messagesChangedAtom, withCount } from '../runtime/messages.js';
import styles from './message-box.module.css';

type Props = { tab: MessageType; setTab: (tab: MessageType) => void; unread: UnreadCounts; items: readonly Message[]; close: () => void };

/** The message box's panel (message-box.tsx): a tab's newest items, Mark all read, Clear all and View more. */
export default function MessagePanel({ tab, setTab, unread, items, close }: Props) {
  const { t } = useTranslation();
  const words = useWords();
  const navigate = useNavigate();
  const messagesChanged = useSetAtom(messagesChangedAtom);
  // The confirmation renders inside the panel, so answering it is not a click outside the box.
  const panel = useRef<HTMLDivElement>(null);

  async function openItem(message: Message) {
    if (message.status === 0) {
      await markRead([message.id]);
      messagesChanged();
    }
    if (message.link) {
      close();
      navigate(message.link);
    }
  }

  function viewMore() {
    close();
    navigate('/user/messages');
  }

  return (
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
}
