import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, auditExport, type AuditListQuery } from '@drawdesk/contracts';
import { AUDIT_ACTION_NAMES, AUDIT_OBJECT_NAMES, formatDateTime, useWords } from '@drawdesk/shell';
import { ListPage, periodFields, useList, type FilterField, type ListColumn } from '@drawdesk/ui/list-page';
import { listAudit } from '../audit-api.js';
import { AUDITED_PAGES } from '../paths.js';
import { AuditChange } from './audit-change.js';

type AuditQuery = Pick<AuditListQuery, 'actorName' | 'entity' | 'entityId' | 'action' | 'from' | 'to' | 'sort' | 'order'>;

// The server's limits of the text filters (AuditListQuery).
const MAX = 64;

/** What an entry is about, in words: the kind of object and its name as the server gives it in the viewer's language (`期次 澳门六合彩 2026331`), linked to its page where it has one. */
function AuditedObject({ entry }: { entry: AuditEntry }) {
  const words = useWords();
  const text = [words.auditObject(entry.entity), entry.label].filter(Boolean).join(' ');
  const page = entry.entityId !== null && entry.label !== null ? AUDITED_PAGES[entry.entity] : undefined;
  return page ? <Link to={page(entry.entityId!)}>{text}</Link> : <span>{text}</span>;
}

/** The audit log (Admin): who did what when, filtered and paged by the server; a row opens its before and after. */
export default function AuditPage() {
  const { t } = useTranslation();
  const words = useWords();
  const list = useList<AuditQuery, AuditEntry>(listAudit);
  const columns: ListColumn<AuditEntry>[] = [
    { key: 'at', title: t('system.audit.at'), sortable: true, render: (at: string) => formatDateTime(at) },
    // The server's own work (jobs, the first start) is recorded as `system` with no user: said in words.
    { key: 'actorName', title: t('system.audit.actor'), render: (name: string, row: AuditEntry) => (row.actorId === null && name === 'system' ? t('system.audit.bySystem') : name) },
    { key: 'action', title: t('system.audit.action'), render: (action: string) => words.auditAction(action) },
    { key: 'entity', title: t('system.audit.entity'), render: (_: string, entry) => <AuditedObject entry={entry} /> },
  ];
  // Who (actor name), what (object kind, its id, action), when (from, up to).
  const filters: FilterField<keyof AuditQuery>[] = [
    { kind: 'text', name: 'actorName', placeholder: t('system.audit.actor'), maxLength: MAX },
    { kind: 'select', name: 'entity', placeholder: t('system.audit.entity'), options: words.options(AUDIT_OBJECT_NAMES), width: 120 },
    { kind: 'text', name: 'entityId', placeholder: t('system.audit.entityId'), maxLength: MAX, width: 120 },
    { kind: 'select', name: 'action', placeholder: t('system.audit.action'), options: words.options(AUDIT_ACTION_NAMES), search: true, width: 180 },
    ...periodFields(t('system.audit.from'), t('system.audit.to')),
  ];

  return (
    <ListPage
      id="audit"
      list={list}
      columns={columns}
      filters={filters}
      exportEndpoint={auditExport}
      empty={t('system.audit.empty')}
      expandedRowRender={(entry) => entry && <AuditChange entry={entry} />}
    />
  );
}
