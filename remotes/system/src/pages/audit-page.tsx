import { useTranslation } from 'react-i18next';
import type { AuditEntry, AuditListQuery } from '@drawdesk/contracts';
import { formatDateTime, optionsOf, useWords } from '@drawdesk/shell';
import { ListPage, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { listAudit } from '../audit-api.js';
import { ENTITY_LABELS } from '../labels.js';
import { AuditChange } from './audit-change.js';

type AuditQuery = Pick<AuditListQuery, 'actorName' | 'entity' | 'entityId' | 'action' | 'from' | 'to' | 'sort' | 'order'>;

// The server's limits of the text filters (AuditListQuery).
const MAX = 64;

/** The audit log (Admin): who did what when (actions and objects in words), filtered and paged by the server; a row opens its before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const words = useWords();
  const list = useList<AuditQuery, AuditEntry>(listAudit);
  const columns: ListColumn<AuditEntry>[] = [
    { key: 'at', title: t('system.audit.at'), sortable: true, render: (at: string) => formatDateTime(at) },
    { key: 'actorName', title: t('system.audit.actor') },
    { key: 'action', title: t('system.audit.action'), render: (action: string) => words.auditAction(action) },
    {
      key: 'entity',
      title: t('system.audit.entity'),
      render: (entity: string, entry) => (entry.entityId === null ? words.auditObject(entity) : `${words.auditObject(entity)} #${entry.entityId}`),
    },
  ];
  // Who (actor name), what (entity, its id, action prefix), when (from, up to).
  const filters: FilterField<keyof AuditQuery>[] = [
    { kind: 'text', name: 'actorName', placeholder: t('system.audit.actor'), maxLength: MAX },
    { kind: 'select', name: 'entity', placeholder: t('system.audit.entity'), options: optionsOf(ENTITY_LABELS, t), width: 120 },
    { kind: 'text', name: 'entityId', placeholder: t('system.audit.entityId'), maxLength: MAX, width: 120 },
    { kind: 'text', name: 'action', placeholder: t('system.audit.actionPrefix'), maxLength: MAX },
    { kind: 'time', name: 'from', label: t('system.audit.from') },
    { kind: 'time', name: 'to', label: t('system.audit.to') },
  ];

  return (
    <ListPage
      id="audit"
      list={list}
      columns={columns}
      filters={filters}
      exportPath="/audit/export"
      empty={t('system.audit.empty')}
      expandedRowRender={(entry) => entry && <AuditChange entry={entry} />}
    />
  );
}
