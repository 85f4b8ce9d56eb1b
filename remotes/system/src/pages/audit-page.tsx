import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@drawdesk/contracts';
import { formatDateTime, sortingOf, sortOrderOf, usePagedList, type Sorting } from '@drawdesk/shell';
import { Button } from '@drawdesk/ui/button';
import { ListEmpty } from '@drawdesk/ui/list-parts';
import { Table } from '@drawdesk/ui/table';
import { listAudit } from '../audit-api.js';
import { entityLabel } from '../labels.js';
import { AuditChange } from './audit-change.js';
import { AuditFilters, type AuditFilter } from './audit-filters.js';
import styles from './page.module.css';

const PAGE_SIZE = 20;
const SORTABLE = ['at'] as const;
type AuditQuery = AuditFilter & Sorting<(typeof SORTABLE)[number]>;

/** The audit log (Admin): who did what when, filtered and paged by the server; a row opens its before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const entries = usePagedList<AuditQuery, AuditEntry>(listAudit, {}, PAGE_SIZE);
  const { query, data, loading, failure, reload } = entries;
  const sorting = { sort: query.sort, order: query.order };
  const { page: _page, ...filter } = query;

  const columns = [
    { title: t('system.audit.at'), dataIndex: 'at', sorter: true, sortOrder: sortOrderOf(sorting, 'at'), render: (at: string) => formatDateTime(at) },
    { title: t('system.audit.actor'), dataIndex: 'actorName' },
    { title: t('system.audit.action'), dataIndex: 'action' },
    {
      title: t('system.audit.entity'),
      dataIndex: 'entity',
      render: (entity: string, entry: AuditEntry) => (entry.entityId === null ? entityLabel(entity, t) : `${entityLabel(entity, t)} #${entry.entityId}`),
    },
  ];

  return (
    <section className={styles.page}>
      <AuditFilters onSearch={(next) => entries.search({ ...next, ...sorting })} />
      <div className={styles.actions}>
        <Button onClick={reload}>{t('system.refresh')}</Button>
      </div>
      <Table
        rowKey="id"
        loading={loading}
        dataSource={failure ? [] : data.list}
        columns={columns}
        expandedRowRender={(entry?: AuditEntry) => entry && <AuditChange entry={entry} />}
        onChange={({ sorter, extra }) => {
          if (extra?.changeType === 'sorter') entries.search({ ...filter, ...sortingOf(sorter, SORTABLE) });
        }}
        empty={<ListEmpty failure={failure} onRetry={reload} empty={t('system.audit.empty')} />}
        pagination={{ currentPage: query.page, pageSize: PAGE_SIZE, total: data.total, onPageChange: entries.setPage }}
      />
    </section>
  );
}
