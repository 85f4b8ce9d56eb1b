import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { Message, MessagePage, MessageType } from '@drawdesk/contracts';
import { formatDateTime, useWords } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Popconfirm } from '@drawdesk/ui/popconfirm';
import { Table } from '@drawdesk/ui/table';
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
import styles from './messages.module.css';

const PAGE_SIZE = 20;
type Filter = MessageType | 'all';

/** The full message list (the message box's View more): every message, by type, with server paging. */
export default function MessagesPage() {
  const { t } = useTranslation();
  const words = useWords();
  const version = useAtomValue(messagesVersionAtom);
  const messagesChanged = useSetAtom(messagesChangedAtom);
  const [query, setQuery] = useState<{ page: number; filter: Filter }>({ page: 1, filter: 'all' });
  const [data, setData] = useState<MessagePage | null>(null);
  const [loading, setLoading] = useState(false);
  const type = query.filter === 'all' ? undefined : query.filter;

  useEffect(() => {
    let current = true;
    setLoading(true);
    listMessages({ page: query.page, pageSize: PAGE_SIZE, ...(type ? { type } : {}) })
      .then((page) => current && setData(page), () => undefined)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [query.page, type, version]);

  const unread = data?.unread ?? { message: 0, notice: 0, todo: 0 };
  const readOne = (message: Message) => void markRead([message.id]).then(messagesChanged, () => undefined);

  return (
    <section className={styles.page}>
      <Tabs
        activeKey={query.filter}
        onChange={(key) => setQuery({ page: 1, filter: key as Filter })}
        tabList={[
          { itemKey: 'all', tab: withCount(t('messages.tab.all'), unreadOf(unread)) },
          ...MESSAGE_TYPES.map((key) => ({ itemKey: key, tab: withCount(t(`messageBox.tab.${key}`), unread[key]) })),
        ]}
        tabBarExtraContent={
          <div className={styles.actions}>
            <Button disabled={unreadOf(unread, type) === 0} onClick={() => void markAllRead(type).then(messagesChanged, () => undefined)}>
              {t('messageBox.allRead')}
            </Button>
            {type && (
              <Popconfirm
                title={t('messageBox.emptyAll.confirm', { tab: t(`messageBox.tab.${type}`) })}
                onConfirm={() =>
                  clearMessages(type).then(() => {
                    setQuery({ page: 1, filter: type });
                    messagesChanged();
                  })
                }
              >
                <Button type="danger" disabled={data?.total === 0}>
                  {t('messageBox.emptyAll')}
                </Button>
              </Popconfirm>
            )}
          </div>
        }
      />
      <Table
        rowKey="id"
        loading={loading}
        dataSource={data?.list ?? []}
        columns={[
          { title: t('messages.column.type'), dataIndex: 'type', width: 90, render: (key: MessageType) => t(`messageBox.tab.${key}`) },
          {
            title: t('messages.column.title'),
            dataIndex: 'title',
            // A width of its own: left to share with the content, a four-character title broke over two lines.
            width: 200,
            render: (_: string, message: Message) => (
              <div className={styles.title}>
                <strong>{words.text(message.title)}</strong>
                {words.text(message.subTitle) && <span className={styles.subTitle}>{words.text(message.subTitle)}</span>}
              </div>
            ),
          },
          { title: t('messages.column.content'), dataIndex: 'content', render: (_: unknown, message: Message) => words.text(message.content) },
          { title: t('messages.column.time'), dataIndex: 'time', width: 180, render: (time: string) => formatDateTime(time) },
          {
            title: t('messages.column.status'),
            dataIndex: 'status',
            width: 90,
            render: (status: Message['status'], message: Message) =>
              message.done ? (
                <Tag color="green">{t('messageBox.done')}</Tag>
              ) : (
                <Tag color={status === 0 ? 'red' : 'grey'}>{t(status === 0 ? 'messageBox.unread' : 'messageBox.read')}</Tag>
              ),
          },
          {
            title: t('messages.column.action'),
            dataIndex: 'id',
            width: 120,
            render: (_: number, message: Message) =>
              message.status === 0 && (
                <Button theme="borderless" size="small" onClick={() => readOne(message)}>
                  {t('messages.markRead')}
                </Button>
              ),
          },
        ]}
        pagination={{
          currentPage: query.page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onPageChange: (page) => setQuery((q) => ({ ...q, page })),
        }}
      />
    </section>
  );
}
