import { auditList, type AuditListQuery } from '@drawdesk/contracts';
import { api } from '@drawdesk/shell';

/** The audit log, silent: the page shows a failure in its table. */
export const listAudit = (query: AuditListQuery) => api().call(auditList, query, { silent: true });
