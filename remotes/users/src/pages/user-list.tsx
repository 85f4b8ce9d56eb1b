import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageOf, User } from '@drawdesk/contracts';
import { api, formatDateTime } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { Input } from '@drawdesk/ui/input';
import { Table } from '@drawdesk/ui/table';

const PAGE_SIZE = 20;

/** Console accounts: keyword filter and server paging. */
export default function UserListPage() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState({ page: 1, keyword: '' });
  const [data, setData] = useState<PageOf<User>>({ list: [], total: 0, page: 1, pageSize: PAGE_SIZE });
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const body = { page: query.page, pageSize: PAGE_SIZE, ...(query.keyword ? { keyword: query.keyword } : {}) };
    const page = await api().post<PageOf<User>>('/user/list', body).catch(() => null);
    if (page) setData(page);
    setLoading(false);
  }, [query]);

  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section style={{ padding: 24, display: 'grid', gap: 16 }}>
      <form
        style={{ display: 'flex', gap: 8 }}
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ page: 1, keyword: keyword.trim() });
        }}
      >
        <Input value={keyword} onChange={setKeyword} placeholder={t('users.keyword')} name="keyword" style={{ width: 280 }} />
        <Button htmlType="submit" theme="solid">
          {t('users.search')}
        </Button>
        <Button
          onClick={() => {
            setKeyword('');
            setQuery({ page: 1, keyword: '' });
          }}
        >
          {t('users.reset')}
        </Button>
      </form>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={data.list}
        columns={[
          { title: t('users.column.username'), dataIndex: 'username' },
          { title: t('users.column.nickName'), dataIndex: 'nickName' },
          { title: t('users.column.role'), dataIndex: 'role' },
          { title: t('users.column.status'), dataIndex: 'status', render: (status: User['status']) => t(`users.status.${status}`) },
          { title: t('users.column.lastLogin'), dataIndex: 'lastLogin', render: (at: string | null) => formatDateTime(at) },
        ]}
        pagination={{ currentPage: data.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: (page) => setQuery((q) => ({ ...q, page })) }}
      />
    </section>
  );
}
