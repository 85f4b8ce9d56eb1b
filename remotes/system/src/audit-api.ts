import type { AuditEntry, AuditListQuery, PageOf } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The audit log, silent: the page shows a failure in its table. */
export const listAudit = (query: AuditListQuery) => api().post<PageOf<AuditEntry>>('/audit/list', query, { silent: true });
